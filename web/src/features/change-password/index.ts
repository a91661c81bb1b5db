// The password feature's public surface; the app composes from here only.
export { ChangePasswordDialog } from './components/change-password-dialog';
