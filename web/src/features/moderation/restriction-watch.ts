// Sends a dater suspended or banned mid-visit to their notice; app/layouts/signed-in-prompts.tsx mounts it after the screen.
export { RestrictionWatch } from './components/restriction-watch';
