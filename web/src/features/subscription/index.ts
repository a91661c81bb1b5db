// The subscription feature's public surface; the app composes from here only.
export { SubscriptionCard } from './components/subscription-card';
export { PaymentSuccessScreen } from './components/payment-success-screen';
export { useSubscription, subscriptionQueryOptions } from './api/get-subscription';
