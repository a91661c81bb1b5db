// The cards other features lend the profile screen, fetched as one piece while the profile itself
// is being fetched (see profile-route.tsx), rather than before the route can start.
export { BirthDateField } from '../../features/birth-date';
export { EssentialsCard } from '../../features/essentials';
export { HomeCityField } from '../../features/home-city';
export { SubscriptionCard } from '../../features/subscription';
