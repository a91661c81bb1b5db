// The home city feature's public surface; the app composes from here only.
export { useSaveHomeCity } from './api/save-home-city';
export { HomeCityCombobox, placeLabel } from './components/home-city-combobox';
export { HomeCityField } from './components/home-city-field';
export { HomeCityScreen } from './components/home-city-screen';
