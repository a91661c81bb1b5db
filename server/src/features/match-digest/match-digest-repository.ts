import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { column, daterShown, notBlockedBy, profileShown } from '../../db/dater-shown.js';

/** A dater the digest may go to now, before their local time is checked. */
export interface DigestCandidate {
  userId: string;
  email: string;
  timeZone: string | null;
  /** Matches they have not opened that arrived since their last digest. */
  newMatches: number;
}

/**
 * The digest's rows (migration 034) and the one query that picks who may get it. A dater with no
 * row has the defaults: on, timed by UTC, never sent.
 */
export function createMatchDigestRepository(db: Kysely<DB>) {
  /** Unopened matches newer than the last digest, counted as the dater's own list shows them. */
  const newMatchCount = sql<string>`(select count(*) from matches m
    where m.viewer_id = p.user_id and m.is_new
      and m.matched_at > coalesce(d.last_sent_at, '-infinity'::timestamptz)
      and ${daterShown(column('m.other_id'))}
      and ${notBlockedBy(column('m.viewer_id'), column('m.other_id'))})`;

  return {
    async settings(userId: string): Promise<{ enabled: boolean; timeZone: string | null } | undefined> {
      const row = await db
        .selectFrom('profiles as p')
        .leftJoin('match_digest as d', 'd.user_id', 'p.user_id')
        .select(['d.enabled', 'd.time_zone'])
        .where('p.user_id', '=', userId)
        .executeTakeFirst();
      return row ? { enabled: row.enabled ?? true, timeZone: row.time_zone ?? null } : undefined;
    },

    /** Writes the given fields, making the row if the dater has none; false when they have no profile. */
    async save(userId: string, change: { enabled?: boolean | undefined; timeZone?: string | undefined }): Promise<boolean> {
      const set = {
        ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
        ...(change.timeZone !== undefined ? { time_zone: change.timeZone } : {}),
      };
      const exists = await db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst();
      if (!exists) return false;
      if (Object.keys(set).length === 0) return true;
      await db
        .insertInto('match_digest')
        .values({ user_id: userId, ...set })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: sql`now()` }))
        .execute();
      return true;
    },

    /**
     * Daters in one of `timeZones` the digest may go to: it is on, they have no push device (a dater with one hears of
     * each match by push), they are shown at all (not deleted, onboarded, adult, under no hold),
     * they are a real dater rather than the demo community, no digest went to them since
     * `sentBefore`, and a match they have not opened arrived since their last digest.
     */
    async candidates(timeZones: string[], sentBefore: Date, limit: number): Promise<DigestCandidate[]> {
      if (timeZones.length === 0) return [];
      const rows = await db
        .selectFrom('profiles as p')
        .innerJoin('user as u', 'u.id', 'p.user_id')
        .leftJoin('match_digest as d', 'd.user_id', 'p.user_id')
        .select(['p.user_id', 'u.email', 'd.time_zone'])
        .select(newMatchCount.as('new_matches'))
        .where(sql<boolean>`coalesce(d.enabled, true)`)
        .where(sql<string>`coalesce(d.time_zone, 'UTC')`, 'in', timeZones)
        .where(profileShown('p'))
        // Only a proven address: one still in an older account's grace may be someone else's mailbox (decision 054).
        .where('u.emailVerified', '=', true)
        .where('p.is_demo', '=', false)
        .where((eb) => eb.or([eb('d.last_sent_at', 'is', null), eb('d.last_sent_at', '<', sentBefore)]))
        .where(sql<boolean>`not exists (select 1 from push_subscriptions s where s.user_id = p.user_id)`)
        .where(sql<boolean>`${newMatchCount} > 0`)
        .orderBy('p.user_id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ userId: r.user_id, email: r.email, timeZone: r.time_zone, newMatches: Number(r.new_matches) }));
    },

    /** Every time zone daters have saved, and UTC (the zone of those who have none). */
    async timeZones(): Promise<string[]> {
      const rows = await db.selectFrom('match_digest').select('time_zone').distinct().where('time_zone', 'is not', null).execute();
      return [...new Set(['UTC', ...rows.map((r) => r.time_zone ?? 'UTC')])];
    },

    /**
     * Marks a digest as sent to the dater, unless one was sent since `sentBefore`: of several
     * workers picking the same dater, only the one whose mark lands sends.
     */
    async claim(userId: string, now: Date, sentBefore: Date): Promise<boolean> {
      const row = await db
        .insertInto('match_digest')
        .values({ user_id: userId, last_sent_at: now })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ last_sent_at: now })
            .where((eb) => eb.or([eb('match_digest.last_sent_at', 'is', null), eb('match_digest.last_sent_at', '<', sentBefore)]))
        )
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type MatchDigestRepository = ReturnType<typeof createMatchDigestRepository>;
