import type { FinalizeResponse, MeResponse, SessionUser } from '@kindred/contract';
import type { ProfileStatusRepository } from './profile-status-repository.js';

/** What happens right after sign-in, and what the web app needs to know about the session. */
export function createSessionService(profiles: ProfileStatusRepository, roles: { isModerator(userId: string): Promise<boolean> }) {
  return {
    async describe(user: SessionUser): Promise<MeResponse> {
      const [status, isModerator] = await Promise.all([profiles.find(user.id), roles.isModerator(user.id)]);
      // The name daters know themselves by is the one they gave in onboarding, not the account's.
      const name = status?.name.trim() || user.name;
      return { user: { ...user, name }, onboardingCompleted: status?.onboardingCompleted ?? false, ageStatus: status?.ageStatus ?? 'unknown', isModerator };
    },

    /**
     * The callback rule (docs/product.md#sign-in-and-session, "Finishing"): a profile that finished
     * onboarding goes home; one that has not, or a dater with no profile yet (created here), goes to
     * the gender step.
     */
    async finalize(user: SessionUser): Promise<FinalizeResponse> {
      const existing = await profiles.find(user.id);
      if (existing) return { next: existing.onboardingCompleted ? '/home' : '/gender-selection', profileCreated: false };
      const created = await profiles.createIfMissing(user.id);
      return { next: '/gender-selection', profileCreated: created };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
