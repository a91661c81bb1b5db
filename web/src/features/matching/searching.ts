// The searching screen's entry, loaded by its own route.
export { SearchingScreen } from './components/searching-screen';
