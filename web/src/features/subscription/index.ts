// The subscription feature's public surface; the app composes from here only.
export { useSubscription, subscriptionQueryOptions } from './api/get-subscription';
export { PaymentSuccessScreen } from './components/payment-success-screen';
export { SubscriptionCard } from './components/subscription-card';
