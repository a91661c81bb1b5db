// The home city feature's public surface; the app composes from here only.
export { HomeCityScreen } from './components/home-city-screen';
export { HomeCityField } from './components/home-city-field';
export { HomeCityCombobox, placeLabel } from './components/home-city-combobox';
export { useSaveHomeCity } from './api/save-home-city';
