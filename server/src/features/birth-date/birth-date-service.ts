import {
  ageOn,
  ageStatus,
  BIRTH_DATE_CHANGES_ALLOWED,
  earliestBirthDate,
  UNDER_AGE_TEXT,
  type BirthDateRequest,
  type BirthDateState,
} from '@kindred/contract';
import { HttpError } from '../../http/error-handler.js';
import type { BirthDateRepository, StoredBirthDate } from './birth-date-repository.js';

function toState(stored: StoredBirthDate): BirthDateState {
  const status = ageStatus(stored.birthDate, stored.today);
  return {
    birthDate: stored.birthDate,
    age: stored.birthDate ? ageOn(stored.birthDate, stored.today) : null,
    status,
    // An under-age date is final here: moving it past 18 is for a person to check, not a form.
    changesLeft: status === 'under_age' ? 0 : Math.max(0, BIRTH_DATE_CHANGES_ALLOWED - stored.changes),
  };
}

/**
 * The date of birth (decision 018): asked once, age derived from it, 18+ enforced. The first
 * entry is free; afterwards it may change BIRTH_DATE_CHANGES_ALLOWED times with a reason, and an
 * under-age date cannot be changed by the dater at all.
 */
export function createBirthDateService(deps: { birthDates: BirthDateRepository }) {
  const stored = (userId: string): Promise<StoredBirthDate> => deps.birthDates.read(userId);

  return {
    async read(userId: string): Promise<BirthDateState> {
      return toState(await stored(userId));
    },

    async save(userId: string, request: BirthDateRequest): Promise<BirthDateState> {
      const current = await stored(userId);
      if (request.birthDate > current.today) throw new HttpError(400, 'Your date of birth cannot be in the future.', 'BIRTH_DATE_INVALID');
      if (request.birthDate < earliestBirthDate(current.today)) throw new HttpError(400, 'Please check the year of your date of birth.', 'BIRTH_DATE_INVALID');

      if (current.birthDate === null) {
        if (!(await deps.birthDates.setFirst(userId, request.birthDate))) {
          throw new HttpError(409, 'Your date of birth was just saved from another screen. Please reload.', 'BIRTH_DATE_CONFLICT');
        }
      } else if (request.birthDate !== current.birthDate) {
        const state = toState(current);
        if (state.status === 'under_age') throw new HttpError(403, UNDER_AGE_TEXT, 'UNDER_AGE');
        if (!request.reason) throw new HttpError(400, 'Please say in a few words why your date of birth changes.', 'BIRTH_DATE_REASON_REQUIRED');
        if (state.changesLeft === 0 || !(await deps.birthDates.change(userId, request.birthDate, request.reason, BIRTH_DATE_CHANGES_ALLOWED))) {
          throw new HttpError(409, 'Your date of birth has already been changed once. Write to us from Settings if it is still wrong.', 'BIRTH_DATE_CHANGE_USED');
        }
      }

      const saved = toState(await stored(userId));
      if (saved.status === 'under_age') throw new HttpError(403, UNDER_AGE_TEXT, 'UNDER_AGE');
      return saved;
    },
  };
}

export type BirthDateService = ReturnType<typeof createBirthDateService>;
