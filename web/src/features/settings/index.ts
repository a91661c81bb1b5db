// The settings feature's public surface; the app composes from here only.
export { SettingsScreen, type EmailSettingClasses, type SupportLinks } from './components/settings-screen';
