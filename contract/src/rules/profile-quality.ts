import { MIN_DATER_TEXT_LENGTH, PROFILE_AGE } from '../constants.js';

export interface QualityInput {
  name: string;
  age: number | null;
  gender: string | null;
  /** What the dater wrote about whom they hope to meet ("Who I hope to meet"). */
  hopeToMeet: string;
}

export type QualityWarning =
  | 'name_too_short'
  | 'name_looks_generated'
  | 'age_out_of_range'
  | 'description_too_short'
  | 'description_looks_spam'
  | 'gender_not_matchable';

const GENERATED_NAME = /^(test\d+|user\d{4,})$/i;
const SPAM_DESCRIPTION = [/^test\d+/i, /(.)\1{6,}/, /click here/i, /\bvisit\b/i, /www\./i, /http/i, /\d{10,}/];

/**
 * The profile-quality check (docs/product-rules.md#validation-rules). It only produces warnings
 * for the logs; it never blocks a dater, because a false alarm must not cost anyone their matches.
 */
export function profileQualityWarnings(input: QualityInput): QualityWarning[] {
  const warnings: QualityWarning[] = [];
  const name = input.name.trim();
  if (name.length < 2) warnings.push('name_too_short');
  if (GENERATED_NAME.test(name)) warnings.push('name_looks_generated');
  if (input.age === null || input.age < PROFILE_AGE.min || input.age > PROFILE_AGE.max) warnings.push('age_out_of_range');
  const desc = input.hopeToMeet.trim();
  if (desc.length < MIN_DATER_TEXT_LENGTH) warnings.push('description_too_short');
  if (SPAM_DESCRIPTION.some((pattern) => pattern.test(desc))) warnings.push('description_looks_spam');
  if (input.gender !== 'male' && input.gender !== 'female') warnings.push('gender_not_matchable');
  return warnings;
}
