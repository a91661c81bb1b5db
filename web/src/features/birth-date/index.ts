// The date-of-birth feature's public surface; the app composes from here only.
export { BirthDateScreen } from './components/birth-date-screen';
export { BirthDateField } from './components/birth-date-field';
