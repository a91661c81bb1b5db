// The built-in sandbox payment provider's hosted checkout page; the app composes from here only.
export { SandboxCheckoutScreen } from './components/sandbox-checkout-screen';
