// The auth feature's public surface; the app composes from here only.
export { usePublicConfig, publicConfigQueryOptions, getPublicConfig } from './api/get-public-config';
export { LoginScreen } from './components/login-screen';
