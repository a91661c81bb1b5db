import { SEARCH_PREREQUISITE_TEXTS, SEARCH_TEXT_TOO_SHORT, type SearchPrerequisite } from '@kindred/contract';

/** What the API answers to each refusal when a search is started; a screen acts on the codes. */
const ANSWERS: Record<SearchPrerequisite, { status: number; code: string }> = {
  noPreferences: { status: 400, code: 'SEARCH_PREREQUISITE' },
  birthDateRequired: { status: 409, code: 'BIRTH_DATE_REQUIRED' },
  underAge: { status: 403, code: 'UNDER_AGE' },
  textTooShort: { status: 400, code: SEARCH_TEXT_TOO_SHORT.code },
};

/**
 * A search that cannot go ahead until the dater does something, classified where it is found.
 * The kind, not the message, decides what the dater is shown, so no wording is ever parsed.
 */
export class SearchPrerequisiteError extends Error {
  override name = 'SearchPrerequisiteError';
  readonly answer: { status: number; code: string };

  constructor(readonly kind: SearchPrerequisite) {
    super(SEARCH_PREREQUISITE_TEXTS[kind]);
    this.answer = ANSWERS[kind];
  }
}

/**
 * The key under which a search job records, beside its progress, the refusal that ended it: the
 * job row keeps a free-text error for the operators, and this typed kind for the dater.
 */
export const REFUSAL_KEY = 'refusal';

/** The refusal a failed search job recorded, if it was one; anything else reads as no refusal. */
export function refusalOf(progress: Record<string, unknown>): SearchPrerequisite | null {
  const kind = progress[REFUSAL_KEY];
  return typeof kind === 'string' && Object.hasOwn(SEARCH_PREREQUISITE_TEXTS, kind) ? (kind as SearchPrerequisite) : null;
}
