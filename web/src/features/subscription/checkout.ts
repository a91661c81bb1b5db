// The built-in sandbox payment provider's hosted checkout page, loaded by its own route.
export { SandboxCheckoutScreen } from './components/sandbox-checkout-screen';
