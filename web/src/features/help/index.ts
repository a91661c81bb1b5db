// The Help page's public surface; the app composes from here only.
export { HelpScreen, type HelpContacts } from './components/help-screen';
