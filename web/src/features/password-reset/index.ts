// "Forgot password?" screens, for the router's lazy routes: neither is in the entry chunk.
export { ForgotPasswordScreen } from './components/forgot-password-screen';
export { ResetPasswordScreen } from './components/reset-password-screen';
