import type { AccountDeletionResponse, SessionUser } from '@kindred/contract';
import type { DeletedPlan } from '../subscription/subscription-service.js';
import type { AccountRepository } from './account-repository.js';
import type { ExportRepository } from './export-repository.js';

/** The dater's paid plan, as deletion needs it: cancelled at the provider before the purge. */
export interface DeletedAccountPlans {
  cancelForDeletion(userId: string): Promise<DeletedPlan>;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function createAccountService(deps: { accounts: AccountRepository; exports: ExportRepository; plans: DeletedAccountPlans; nudgeWorker: () => void }) {
  return {
    /**
     * Leaving stops billing (decision 043): a renewing plan is cancelled at the provider first,
     * while the rows that name it still exist. Then the dater is hidden and their sessions end,
     * whatever the provider answered; a plan the provider did not cancel is handed, in the same
     * transaction, to a job that retries, and the queued purge removes the rest moments later.
     */
    async delete(user: SessionUser): Promise<AccountDeletionResponse> {
      const plan = await deps.plans.cancelForDeletion(user.id);
      await deps.accounts.markDeleted(user.id, plan.outcome === 'cancelling' ? plan.retry : null);
      deps.nudgeWorker();
      return { ok: true, plan: plan.outcome };
    },

    /** "Download my data": one JSON document in a stable, readable shape. */
    async export(user: SessionUser) {
      const d = await deps.exports.read(user.id);
      const p = d.profile;
      return {
        exportedAt: new Date().toISOString(),
        account: { email: d.account?.email ?? user.email, name: d.account?.name ?? user.name, createdAt: iso(d.account?.createdAt) },
        addressVerification: { verified: d.account?.emailVerified === true, graceUntil: iso(d.verificationGraceUntil) },
        profile: p
          ? {
            name: p.name,
            bio: p.bio,
            age: p.age,
            birthDate: p.birth_date_text,
            birthDateChanges: p.birth_date_changes,
            birthDateChangeReason: p.birth_date_change_reason,
            gender: p.gender,
            country: p.country,
            culturalBackground: d.culturalBackground,
            interests: d.interests,
            lifestyle: p.lifestyle,
            instagram: p.instagram,
            linkedin: p.linkedin,
            calendly: p.calendly,
            imagePath: p.image_path,
            coverImagePath: p.cover_image_path,
            aboutMe: p.about_me,
            hopeToMeet: p.hope_to_meet,
            onboardingCompleted: p.onboarding_completed,
            appOnboard: p.app_onboard,
            allowNotifications: p.allow_notifications,
            notificationPermissionStatus: p.notification_permission_status,
            notificationPromptedAt: iso(p.notification_prompted_at),
            notificationDontShowAgain: p.notification_dont_show_again,
            mutualReveal: p.mutual_reveal,
            selfieVerifiedAt: iso(p.selfie_verified_at),
            createdAt: iso(p.created_at),
            updatedAt: iso(p.updated_at),
          }
          : null,
        preferences: d.preferences
          ? {
            minAge: d.preferences.min_age,
            maxAge: d.preferences.max_age,
            lookingFor: d.preferences.looking_for,
            country: d.preferences.country,
            lifestyle: d.preferences.lifestyle,
            showVerifiedOnly: d.preferences.show_verified_only,
            voiceMatching: d.preferences.voice_matching,
            culturalBackground: d.preferenceCulturalBackground,
            interests: d.preferenceInterests,
            updatedAt: iso(d.preferences.updated_at),
          }
          : null,
        onboardingAnswers: d.answers.map((a) => ({ question: a.question, answer: a.answer, updatedAt: iso(a.updated_at) })),
        matches: d.matches.map((m) => ({
          id: m.id,
          name: m.name,
          age: m.age,
          country: m.country,
          compatibilityScore: m.compatibility_score,
          matchNote: m.match_note,
          sharedThemes: m.shared_themes,
          isNew: m.is_new,
          matchedAt: iso(m.matched_at),
        })),
        unlocks: d.unlocks.map((u) => ({ matchId: u.match_id, monthYear: u.month_year, unlockedAt: iso(u.unlocked_at) })),
        subscription: d.subscription
          ? { type: d.subscription.subscription_type, status: d.subscription.status, currentPeriodEnd: iso(d.subscription.current_period_end), cancelledAt: iso(d.subscription.cancelled_at),
            provider: d.subscription.provider, updatedAt: iso(d.subscription.updated_at) }
          : null,
        usage: d.usage.map((u) => ({ monthYear: u.month_year, matchesUnlocked: u.matches_unlocked, profileViews: u.profile_views, superLikesUsed: u.super_likes_used, updatedAt: iso(u.updated_at) })),
        instaCards: d.instaCards.map((c) => ({
          id: c.id,
          name: c.name,
          emoji: c.selected_emoji,
          preferences: c.selected_preferences,
          ratingId: c.rating_id,
          vibeId: c.vibe_id,
          createdAt: iso(c.created_at),
          updatedAt: iso(c.updated_at),
        })),
        feedback: d.feedback.map((f) => ({ id: f.id, kind: f.kind, message: f.message, createdAt: iso(f.created_at) })),
        notifications: d.notifications.map((n) => ({ id: n.id, kind: n.kind, payload: n.payload, createdAt: iso(n.created_at), readAt: iso(n.read_at) })),
        removedDaters: d.removedDaters,
        reportsMade: d.reportsMade.map((r) => ({ reason: r.reason, comment: r.comment, status: r.status, createdAt: iso(r.created_at) })),
        coachMessages: d.coachMessages.map((m) => ({ role: m.role, content: m.content, preset: m.preset, withImage: m.image_path !== null, createdAt: iso(m.created_at) })),
        matchEmails: d.matchEmails
          ? { enabled: d.matchEmails.enabled, timeZone: d.matchEmails.time_zone, lastSentAt: iso(d.matchEmails.last_sent_at), updatedAt: iso(d.matchEmails.updated_at) }
          : null,
        pushDevices: d.pushDevices.map((device) => ({ browser: device.user_agent, createdAt: iso(device.created_at), lastDeliveredAt: iso(device.last_success_at) })),
        checkouts: d.checkouts.map((c) => ({ provider: c.provider, plan: c.plan, status: c.status, createdAt: iso(c.created_at), completedAt: iso(c.completed_at) })),
        payments: d.payments.map((p) => ({ provider: p.provider, event: p.event_type, amountMinor: p.amount_minor, currency: p.currency, receivedAt: iso(p.received_at) })),
        affiliate: d.affiliate
          ? {
            referralCode: d.affiliate.referral_code,
            createdAt: iso(d.affiliate.created_at),
            signups: d.affiliate.signups,
            ledger: d.affiliate.commissions.map((l) => ({
              kind: l.kind,
              amountMinor: l.amount_minor,
              paymentMinor: l.payment_minor,
              currency: l.currency,
              rateBasisPoints: l.rate_basis_points,
              createdAt: iso(l.created_at),
            })),
          }
          : null,
        referredByAffiliateAt: iso(d.referredAt),
        aiUsage: d.aiUsage.map((u) => ({ day: u.day, calls: u.calls })),
        essentials: d.essentials.map((e) => ({
          essential: e.essential,
          self: { value: e.self_value, source: e.self_source, quote: e.self_quote },
          need: { values: e.need_values, strength: e.need_strength, source: e.need_source, quote: e.need_quote },
          updatedAt: iso(e.updated_at),
        })),
        meetingAnswers: d.meetingAnswers.map((a) => ({
          compatibilityScore: a.compatibility_score,
          met: a.met,
          again: a.again,
          uncomfortable: a.uncomfortable,
          timesAnswered: a.asked_count,
          answeredAt: iso(a.answered_at),
        })),
        moderationDecisions: d.moderationDecisions.map((m) => ({
          kind: m.kind,
          reason: m.reason,
          decidedAt: iso(m.created_at),
          endsAt: iso(m.ends_at),
          acknowledgedAt: iso(m.acknowledged_at),
          liftedAt: iso(m.lifted_at),
          appeal: m.appeal_text ? { text: m.appeal_text, status: m.appeal_status, sentAt: iso(m.appealed_at) } : null,
        })),
        selfieChecks: d.selfieChecks.map((c) => ({
          gesture: c.gesture,
          status: c.status,
          requestedAt: iso(c.requested_at),
          submittedAt: iso(c.submitted_at),
          decidedAt: iso(c.decided_at),
          reason: c.reason,
        })),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
