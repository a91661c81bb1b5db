import { birthDateForAge } from './dates.js';

/**
 * Daters that exist before the first test runs. seed-and-start.ts writes them into the fresh
 * data directory before the app server starts; tests sign in with these credentials.
 */
export const FINISHED_DATER = {
  email: 'maya.finished@example.test',
  password: 'correct-horse-battery-staple',
  name: 'Maya',
  profile: {
    name: 'Maya',
    birth_date: birthDateForAge(29),
    gender: 'female',
    country: 'Portugal',
    bio: 'Ceramicist who hikes at sunrise and cooks for too many people.',
    about_me: 'I throw pots, hike at sunrise and feed my friends on Sundays.',
    hope_to_meet: 'Someone kind and curious who likes long walks, good food and honest talk.',
  },
} as const;

/**
 * A moderator (the role `npm run moderators -- add <email> --name <display name>` grants), for
 * journeys through the console. Finished and past the notification prompt, so the console's
 * screens show nothing else. The audit log shows the display name, not the first name.
 */
export const SEEDED_MODERATOR = {
  email: 'noor.moderator@example.test',
  password: 'moderate-with-care-and-patience',
  name: 'Noor',
  displayName: 'Noor H. (Safety)',
  profile: {
    name: 'Noor',
    birth_date: birthDateForAge(38),
    gender: 'female',
    country: 'Portugal',
    notification_dont_show_again: true,
  },
} as const;
