// The date-of-birth feature's public surface; the app composes from here only.
export { BirthDateField } from './components/birth-date-field';
export { BirthDateScreen } from './components/birth-date-screen';
