// What the signed-in layout needs to invite an install on every screen. Kept apart from index.ts:
// the dialog's code (steps, icons, the modal) is fetched with loadInstallDialog after the screen
// has drawn, since the invitation opens it only seconds later, if ever.
export { useInstallInvitation } from './hooks/use-install-invitation';
export const loadInstallDialog = async () => (await import('./components/install-dialog')).InstallDialog;
