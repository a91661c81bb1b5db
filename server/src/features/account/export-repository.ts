import { sql, type Kysely } from 'kysely';
import { column, pairShown } from '../../db/dater-shown.js';
import type { DB } from '../../db/schema.js';

/**
 * Reads everything we hold about one dater for "Download my data". Other daters appear only as
 * their match card shows them: name, age and country, never their e-mail, handles or text.
 * server/test/quality/invariant-data-export.test.ts lists every table that reaches a dater and
 * fails when one is neither read here nor named as left out.
 */
export function createExportRepository(db: Kysely<DB>) {
  return {
    async read(userId: string) {
      const [account, profile, culturalBackground, interests, preferences, preferenceCulturalBackground, preferenceInterests] = await Promise.all([
        db.selectFrom('user').select(['email', 'name', 'createdAt', 'emailVerified']).where('id', '=', userId).executeTakeFirst(),
        db.selectFrom('profiles').selectAll().select([sql<number | null>`dater_age(birth_date)`.as('age'), sql<string | null>`birth_date::text`.as('birth_date_text')]).where('user_id', '=', userId)
          .executeTakeFirst(),
        db.selectFrom('profile_cultural_backgrounds').select('background').where('user_id', '=', userId).execute(),
        db.selectFrom('profile_interests').select('interest').where('user_id', '=', userId).orderBy('position').execute(),
        db.selectFrom('match_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        db.selectFrom('match_preference_cultural_backgrounds').select('background').where('user_id', '=', userId).execute(),
        db.selectFrom('match_preference_interests').select('interest').where('user_id', '=', userId).orderBy('position').execute(),
      ]);
      const [answers, matches, unlocks, subscription, usage, instaCards, feedback, notifications, blocks] = await Promise.all([
        db.selectFrom('onboarding_answers').select(['question', 'answer', 'updated_at']).where('user_id', '=', userId).orderBy('question').execute(),
        db
          .selectFrom('matches as m')
          .innerJoin('profiles as p', 'p.user_id', 'm.other_id')
          .select(['m.id', 'p.name', sql<number | null>`dater_age(p.birth_date)`.as('age'), 'p.country', 'm.compatibility_score', 'm.match_note', 'm.shared_themes', 'm.is_new', 'm.matched_at'])
          .where('m.viewer_id', '=', userId)
          // The same matches the dater's own list shows (db/dater-shown.ts), and no others.
          .where(pairShown(column('m.viewer_id'), column('m.other_id')))
          .orderBy('m.matched_at', 'desc')
          .execute(),
        db.selectFrom('monthly_unlocks').select(['match_id', 'month_year', 'unlocked_at']).where('user_id', '=', userId).orderBy('unlocked_at').execute(),
        db.selectFrom('subscriptions').select(['subscription_type', 'status', 'current_period_end', 'cancelled_at', 'provider', 'updated_at']).where('user_id', '=', userId).executeTakeFirst(),
        db.selectFrom('subscription_usage').select(['month_year', 'matches_unlocked', 'profile_views', 'super_likes_used', 'updated_at']).where('user_id', '=', userId).orderBy('month_year').execute(),
        db.selectFrom('insta_cards').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
        db.selectFrom('feedback').select(['id', 'kind', 'message', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
        db.selectFrom('notifications').select(['id', 'kind', 'payload', 'created_at', 'read_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
        // Whom the dater removed or reported is theirs to see, but only as a count: the rows name others.
        db.selectFrom('blocks').select((eb) => eb.fn.countAll<number>().as('n')).where('blocker_id', '=', userId).executeTakeFirstOrThrow(),
      ]);
      const [coachMessages, pushDevices, checkouts, payments, affiliate, commissions, referredSignups, referred, reportsMade, aiUsage] = await Promise.all([
        db.selectFrom('coach_messages').select(['role', 'content', 'preset', 'image_path', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
        // The endpoint and keys are left out: whoever holds the endpoint can take the device over.
        db.selectFrom('push_subscriptions').select(['user_agent', 'created_at', 'last_success_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
        db.selectFrom('checkout_sessions').select(['provider', 'plan', 'status', 'created_at', 'completed_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
        db.selectFrom('payment_events').select(['provider', 'event_type', 'amount_minor', 'currency', 'received_at']).where('user_id', '=', userId).orderBy('received_at').execute(),
        db.selectFrom('affiliates').select(['referral_code', 'created_at']).where('user_id', '=', userId).executeTakeFirst(),
        // The dater's own ledger; each line's referred dater is another person and is left out.
        db.selectFrom('affiliate_commissions').select(['kind', 'amount_minor', 'payment_minor', 'currency', 'rate_basis_points', 'created_at']).where('referrer_id', '=', userId).orderBy('created_at')
          .execute(),
        db.selectFrom('referrals').select((eb) => eb.fn.countAll<number>().as('n')).where('referrer_id', '=', userId).executeTakeFirstOrThrow(),
        db.selectFrom('referrals').select('created_at').where('referred_id', '=', userId).executeTakeFirst(),
        // What the dater reported, in their own words; whom they reported is another person.
        db.selectFrom('reports').select(['reason', 'comment', 'status', 'created_at']).where('reporter_id', '=', userId).orderBy('created_at').execute(),
        db.selectFrom('ai_usage').select(['day', 'calls']).where('user_id', '=', userId).orderBy('day').execute(),
      ]);
      const essentials = await db
        .selectFrom('dater_essentials')
        .select(['essential', 'self_value', 'self_source', 'self_quote', 'need_values', 'need_strength', 'need_source', 'need_quote', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('essential')
        .execute();
      // The dater's selfie checks (decision 042); who decided is the moderators' record, not the dater's.
      const selfieChecks = await db.selectFrom('selfie_checks').select(['gesture', 'status', 'requested_at', 'submitted_at', 'decided_at', 'reason']).where('user_id', '=', userId).orderBy(
        'requested_at',
      ).execute();
      // The dater's own "Did you meet?" answers (decision 041), without whom they were about: that is
      // another person. Answers others gave about this dater are theirs, private, and never read here.
      const meetingAnswers = await db
        .selectFrom('meeting_feedback')
        .select(['compatibility_score', 'met', 'again', 'uncomfortable', 'asked_count', 'answered_at'])
        .where('unlocker_id', '=', userId)
        .where('synthetic', '=', false)
        .orderBy('answered_at')
        .execute();
      // Moderators' decisions about the dater and the dater's appeals (decision 040); who decided,
      // and the reports others made, are the moderators' record and the reporters'.
      const moderationDecisions = await db
        .selectFrom('moderation_sanctions as s')
        .leftJoin('moderation_appeals as a', 'a.sanction_id', 's.id')
        .select(['s.kind', 's.reason', 's.created_at', 's.ends_at', 's.acknowledged_at', 's.lifted_at', 'a.text as appeal_text', 'a.status as appeal_status', 'a.created_at as appealed_at'])
        .where('s.user_id', '=', userId)
        .orderBy('s.created_at')
        .execute();
      // The new-match e-mail setting (decision 056): whether it is on, the time zone it is timed by
      // and when the last one went out.
      const matchEmails = await db.selectFrom('match_digest').select(['enabled', 'time_zone', 'last_sent_at', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
      // Whether the address is verified, and an older account's grace until it must be (decision 054).
      // The pending code is left out: a secret, kept only as a hash, that lives an hour.
      const verificationGrace = await db.selectFrom('email_verification_grace').select('until').where('user_id', '=', userId).executeTakeFirst();
      return {
        verificationGraceUntil: verificationGrace?.until ?? null,
        matchEmails: matchEmails ?? null,
        moderationDecisions,
        meetingAnswers,
        coachMessages,
        pushDevices,
        checkouts,
        payments,
        affiliate: affiliate ? { ...affiliate, commissions, signups: Number(referredSignups.n) } : null,
        referredAt: referred?.created_at ?? null,
        reportsMade,
        aiUsage,
        essentials,
        selfieChecks,
        account,
        profile,
        culturalBackground: culturalBackground.map((c) => c.background),
        interests: interests.map((i) => i.interest),
        preferences,
        preferenceCulturalBackground: preferenceCulturalBackground.map((c) => c.background),
        preferenceInterests: preferenceInterests.map((i) => i.interest),
        answers,
        matches,
        unlocks,
        subscription,
        usage,
        instaCards,
        feedback,
        notifications,
        removedDaters: Number(blocks.n),
      };
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
