import { sql, type RawBuilder } from 'kysely';
import { MIN_DATER_TEXT_LENGTH } from '@kindred/contract';

export interface FilterSubject {
  userId: string;
  gender: string | null;
  age: number | null;
  lookingFor: string;
  minAge: number;
  maxAge: number;
}

/**
 * The search's hard filters over a candidate profile `p` and its preferences `mp`, all reciprocal:
 * not deleted, finished onboarding, a real description, gender and looking-for both ways, each side's age
 * range, and no block in either direction. Shared by retrieval and the preferences sheet's count,
 * so "About N daters fit" means exactly who a search could find.
 */
export function hardFilters(me: FilterSubject): RawBuilder<boolean> {
  return sql<boolean>`p.user_id <> ${me.userId}
    and p.deleted_at is null
    and p.onboarding_completed
    and length(btrim(p.about_me)) + length(btrim(p.hope_to_meet)) >= ${MIN_DATER_TEXT_LENGTH}
    and (${me.lookingFor} = 'both' or p.gender = ${me.lookingFor})
    and (mp.looking_for = 'both' or mp.looking_for = ${me.gender ?? ''})
    and (p.age is null or p.age between ${me.minAge} and ${me.maxAge})
    and (${me.age}::int is null or ${me.age}::int between mp.min_age and mp.max_age)
    and not exists (
      select 1 from blocks b
      where (b.blocker_id = ${me.userId} and b.blocked_id = p.user_id) or (b.blocker_id = p.user_id and b.blocked_id = ${me.userId})
    )`;
}
