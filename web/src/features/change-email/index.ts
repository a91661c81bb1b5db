// The e-mail change's public surface: Settings' dialog, and the two pages its e-mails link to.
export { ChangeEmailDialog } from './components/change-email-dialog';
export { ConfirmEmailChangeScreen, UndoEmailChangeScreen } from './components/email-link-screens';
