import type { AppConfig } from '../../config/env.js';

/**
 * The features a dater would miss on this deployment, each with the variables that turn it on.
 * Daters are only ever shown what works; this is what the operator reads instead, once, in the
 * start-up log.
 */
export function offFeatures(config: Pick<AppConfig, 'google' | 'apple' | 'speechToText'>): string[] {
  const off: string[] = [];
  if (!config.google) off.push('Sign in with Google (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)');
  if (!config.apple) off.push('Sign in with Apple (set APPLE_CLIENT_ID and APPLE_CLIENT_SECRET)');
  if (!config.speechToText) off.push('voice answers, so daters type theirs (set STT_API_KEY or AI_API_KEY)');
  return off;
}

/** One log line naming what is off, or nothing when everything is on. */
export function offFeaturesLine(config: Pick<AppConfig, 'google' | 'apple' | 'speechToText'>): string | null {
  const off = offFeatures(config);
  return off.length === 0 ? null : `Off on this server, and not offered to daters: ${off.join('; ')}.`;
}
