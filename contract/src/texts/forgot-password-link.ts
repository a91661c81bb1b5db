/**
 * The sign-in form's "Forgot password?" link, in a module of its own: the bundler places a module
 * whole in the first script that needs it, so the rest of the reset's words stay out of the
 * script every screen loads first.
 */
export const FORGOT_PASSWORD_LINK = 'Forgot password?';
