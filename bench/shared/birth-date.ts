/** The date of birth every bench dater gives at the date-of-birth step: an adult of any year's run. */
export const BENCH_BIRTH_DATE = '1994-06-15';
