// A warned dater's next visit opens their notice: home loads this alone, lazily, apart from the screens.
export { WarningCheck } from './components/warning-check';
