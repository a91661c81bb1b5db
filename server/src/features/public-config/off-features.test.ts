import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { describePublicConfig } from './public-config-routes.js';
import { offFeaturesLine } from './off-features.js';

describe('what is off on a deployment', () => {
  it('is named for the operator in one line, with the variables that turn each part on', () => {
    const line = offFeaturesLine(loadConfig({}));
    expect(line).toBe(
      'Off on this server, and not offered to daters: Sign in with Google (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET); ' +
        'Sign in with Apple (set APPLE_CLIENT_ID and APPLE_CLIENT_SECRET); voice answers, so daters type theirs (set STT_API_KEY or AI_API_KEY).',
    );
    const everything = loadConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', APPLE_CLIENT_ID: 'a', APPLE_CLIENT_SECRET: 's', STT_API_KEY: 'k' });
    expect(offFeaturesLine(everything)).toBeNull();
  });

  it('is never told to daters: the public configuration says only whether each provider works', () => {
    const body = describePublicConfig(loadConfig({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's' }));
    expect(body.google).toEqual({ enabled: true });
    expect(body.apple).toEqual({ enabled: false });
    expect(JSON.stringify(body)).not.toMatch(/set up|server|CLIENT_ID/i);
  });
});
