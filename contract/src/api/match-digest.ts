import { z } from 'zod/mini';

/** The longest IANA time zone name we keep; the real ones are far shorter. */
const TIME_ZONE_MAX_LENGTH = 64;

/** Whether `name` is a time zone this runtime knows (an IANA name such as "Europe/Berlin"). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > TIME_ZONE_MAX_LENGTH || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The time zone the browser reports (Intl.DateTimeFormat().resolvedOptions().timeZone), checked. */
const timeZoneSchema = z.string().check(z.refine(isTimeZone, { error: 'That is not a time zone name we know (for example "Europe/Berlin").' }));

/** GET/PUT /api/match-digest: the dater's "New match e-mails" setting and the time zone it is timed by. */
export const matchDigestSettingsSchema = z.object({
  enabled: z.boolean(),
  /** null until the browser has reported one; the digest is then timed by UTC. */
  timeZone: z.nullable(z.string()),
});
export type MatchDigestSettings = z.infer<typeof matchDigestSettingsSchema>;

export const updateMatchDigestSettingsSchema = z.partial(
  z.strictObject({
    enabled: z.boolean(),
    timeZone: timeZoneSchema,
  }),
);
export type UpdateMatchDigestSettings = z.infer<typeof updateMatchDigestSettingsSchema>;
