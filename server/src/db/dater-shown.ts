import { sql, type RawBuilder } from 'kysely';
import { ADULT_AGE } from '@kindred/contract';

/**
 * The one rule that decides whether a dater may be shown to another dater at all (docs/security.md,
 * "Shown at all"). Every read that returns another dater's fields or files, and every action on
 * another dater, asks it: the search, the match list, stories, detail and unlock, super likes,
 * photos, the public share card, "Did you meet?" and the data export. Nothing is deleted when a
 * dater stops passing: they simply stop being shown, from both sides, and are back when they pass
 * again (a suspension that ends, a ban lifted on appeal).
 *
 * A dater is shown when their profile is:
 * - not deleted;
 * - onboarded;
 * - an adult with a known date of birth;
 * - under no hold: no suspension or ban in force, and not hidden by the automatic protection;
 * - of a verified address, or of an account from before verification still in its grace period
 *   (decision 054).
 */

/**
 * Aliases of a `profiles` row in the query that calls the rule; only these fixed names, never input.
 * The rule's own subqueries use `shown_*` aliases, so they never capture a caller's column.
 */
type ProfileAlias = 'p' | 'shown_profile';

/** The rule over a profile row already in the query, written against its alias. */
export function profileShown(alias: ProfileAlias): RawBuilder<boolean> {
  const p = sql.raw(alias);
  return sql<boolean>`(${p}.deleted_at is null
    and ${p}.onboarding_completed
    and ${p}.birth_date is not null and dater_age(${p}.birth_date) >= ${ADULT_AGE}
    and not exists (select 1 from moderation_holds shown_hold where shown_hold.user_id = ${p}.user_id and (shown_hold.until is null or shown_hold.until > now()))
    and ${addressVerified(sql`${p}.user_id`)})`;
}

/**
 * The dater's address counts as verified: they proved it (the link or the code, or a provider
 * that says it checked it), or their account is from before verification and still in its grace.
 */
export function addressVerified(userId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(exists (select 1 from "user" shown_user where shown_user.id = ${userId} and shown_user."emailVerified")
    or exists (select 1 from email_verification_grace shown_grace where shown_grace.user_id = ${userId} and shown_grace.until > now()))`;
}

/** The rule for a dater named by id (a column reference or a value), read from their profile. */
export function daterShown(userId: RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from profiles shown_profile where shown_profile.user_id = ${userId} and ${profileShown('shown_profile')})`;
}

/** Neither of the two daters has blocked the other: the search's test, before a pair ever matches. */
export function notBlocked(a: RawBuilder<string>, b: RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from blocks shown_block
    where (shown_block.blocker_id = ${a} and shown_block.blocked_id = ${b}) or (shown_block.blocker_id = ${b} and shown_block.blocked_id = ${a}))`;
}

/**
 * The viewer has not blocked the other dater. Removing or reporting a match blocks both ways, so
 * either side's list loses it; the one block made one way, "Not again" after a meeting, is private
 * to whoever answered, and the other dater's list must not change and give the answer away.
 */
export function notBlockedBy(viewerId: RawBuilder<string>, otherId: RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from blocks shown_block where shown_block.blocker_id = ${viewerId} and shown_block.blocked_id = ${otherId})`;
}

/**
 * The rule between a viewer and another dater they are matched with: both pass it (so an under-age
 * viewer sees no one either, and a pair stops showing from both sides at once) and the viewer has
 * not blocked the other.
 */
export function pairShown(viewerId: RawBuilder<string>, otherId: RawBuilder<string>): RawBuilder<boolean> {
  return sql<boolean>`(${daterShown(viewerId)} and ${daterShown(otherId)} and ${notBlockedBy(viewerId, otherId)})`;
}

/** A column reference for the rule's arguments, e.g. `column('m.other_id')`. */
export function column(reference: `${string}.${string}`): RawBuilder<string> {
  return sql.ref<string>(reference) as unknown as RawBuilder<string>;
}

/** A value for the rule's arguments, e.g. the signed-in dater's id. */
export function value(id: string): RawBuilder<string> {
  return sql<string>`${id}`;
}
