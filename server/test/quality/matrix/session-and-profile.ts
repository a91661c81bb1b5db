import { silentWav, audioForm } from '../../support/audio.js';
import { imageForm, png } from '../../support/images.js';
import { PUBLIC_OK, SIGNED_IN_OK, type Matrix } from '../support/cell.js';
import { profileSecrets, sentinelBirthDate, writeProfile } from '../support/named-dater.js';

export const VALID_PREFERENCES = {
  minAge: 25,
  maxAge: 45,
  lookingFor: 'both',
  country: 'Lesotho',
  culturalBackground: ['Mixed'],
  interests: ['jazz', 'hiking'],
  lifestyle: 'active',
  showVerifiedOnly: false,
  voiceMatching: true,
};

/** Health, sign-in state, onboarding, the own profile, preferences, feedback and notifications. */
export const sessionAndProfileMatrix: Matrix = {
  'GET /healthz': { expect: PUBLIC_OK, request: () => ({ path: '/healthz' }) },
  'GET /api/public-config': { expect: PUBLIC_OK, request: () => ({ path: '/api/public-config' }) },
  'GET /api/me': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/me' }) },
  'POST /api/session/finalize': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/session/finalize', json: {} }) },
  'GET /api/affiliate': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/affiliate' }) },

  'GET /api/onboarding': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/onboarding' }) },
  'PUT /api/onboarding/answers/:question': {
    expect: SIGNED_IN_OK,
    // Self-scoped: each dater writes their own sentinel text, so the leak scan stays meaningful.
    request: ({ actor, subject }) => ({ path: '/api/onboarding/answers/1', json: { text: profileSecrets((actor ?? subject).tag).answer1 } }),
  },
  'PUT /api/profile/preference-description': {
    expect: SIGNED_IN_OK,
    request: ({ actor, subject }) => ({ path: '/api/profile/preference-description', json: { text: profileSecrets((actor ?? subject).tag).seek } }),
  },
  'POST /api/onboarding/complete': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/onboarding/complete', json: {} }) },
  'POST /api/onboarding/gender': {
    expect: SIGNED_IN_OK,
    request: () => ({ path: '/api/onboarding/gender', json: { choice: 'female' } }),
    // The gender step starts the profile over; the dater's sentinel profile is put back.
    async after({ world, actor }) {
      if (actor) await writeProfile(world.t, actor, actor.role === 'other' || actor.role === 'free' ? 'female' : 'male');
    },
  },
  // Without a speech-to-text provider the server says so (409); the session is checked first.
  'POST /api/voice/transcriptions': {
    expect: { anonymous: 401, other: 409, owner: 409, free: 409, premium: 409 },
    request: () => ({ path: '/api/voice/transcriptions', form: audioForm(silentWav()) }),
  },
  'POST /api/profile/interests': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/profile/interests', json: { text: 'I love hiking, jazz and cooking.' } }) },

  'GET /api/profile': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/profile' }) },
  'PATCH /api/profile': {
    expect: SIGNED_IN_OK,
    request: () => ({ path: '/api/profile', json: { bio: 'A public bio anyone matched may read.', country: 'Lesotho', culturalBackground: ['African'], interests: ['hiking'] } }),
  },
  'POST /api/profile/images/:kind': {
    expect: SIGNED_IN_OK,
    request: async () => ({ path: '/api/profile/images/profile', form: imageForm(await png(), 'me.png', 'image/png') }),
  },
  'GET /api/profile/birth-date': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/profile/birth-date' }) },
  // Self-scoped: each dater saves the date already theirs, which is no change.
  'PUT /api/profile/birth-date': {
    expect: SIGNED_IN_OK,
    request: ({ actor, subject }) => ({ path: '/api/profile/birth-date', json: { birthDate: sentinelBirthDate((actor ?? subject).tag) } }),
  },
  'GET /api/profile/essentials': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/profile/essentials' }) },
  'PUT /api/profile/essentials/:key': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/profile/essentials/drinking', json: { self: 'socially', need: ['no', 'socially'], strength: 'nice' } }) },
  'POST /api/profile/essentials/confirm': {
    expect: SIGNED_IN_OK,
    request: () => ({ path: '/api/profile/essentials/confirm', json: { essentials: [{ key: 'pets', self: 'likes_pets', need: ['has_pets', 'likes_pets'], keepMust: false }] } }),
  },
  'DELETE /api/profile/images/:kind': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/profile/images/cover' }) },

  'GET /api/preferences': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/preferences' }) },
  'PUT /api/preferences': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/preferences', json: VALID_PREFERENCES }) },
  'POST /api/preferences/liquidity': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/preferences/liquidity', json: VALID_PREFERENCES }) },
  // The gazetteer is the same for everyone: a city search names places, never a dater.
  'GET /api/places': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/places?q=maseru' }) },

  'POST /api/feedback': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/feedback', json: { kind: 'bug', message: 'The orb wobbles a little.' } }) },
  'GET /api/account/export': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/account/export' }) },

  'GET /api/push/config': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/push/config' }) },
  'POST /api/push/subscriptions': {
    expect: SIGNED_IN_OK,
    request: ({ role }) => ({ path: '/api/push/subscriptions', json: { endpoint: `https://push.example.test/device-${role}-${Date.now()}`, keys: { p256dh: 'BPublicKey', auth: 'authKey' } } }),
  },
  // Removing names an endpoint; another dater's endpoint is simply not among theirs.
  'DELETE /api/push/subscriptions': {
    expect: SIGNED_IN_OK,
    request: ({ subject }) => ({ path: '/api/push/subscriptions', json: { endpoint: subject.pushEndpoint } }),
    async afterOther(world) {
      const owner = world.daters.owner;
      const row = await world.t.database.db.selectFrom('push_subscriptions').select('user_id').where('endpoint', '=', owner.pushEndpoint).executeTakeFirst();
      if (row?.user_id !== owner.userId) throw new Error("another dater removed the owner's push device");
    },
  },
  'GET /api/notifications/settings': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/notifications/settings' }) },
  'PUT /api/notifications/settings': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/notifications/settings', json: { appOnboard: true, markPrompted: true } }) },
};
