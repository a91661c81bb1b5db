/** One side of an evaluation pair: a dater's "About me" and "Who I hope to meet". */
export interface EvalSide {
  readonly about: string;
  readonly seek: string;
}

/**
 * strong: a thoughtful matchmaker would introduce them (written in paraphrase, so the two sides
 * rarely share a keyword); dealbreaker: much in common, but one side states a dealbreaker the
 * other violates; weak: little in common, or lives that pull apart.
 */
export type EvalLabel = 'strong' | 'dealbreaker' | 'weak';

export interface EvalPair {
  readonly id: string;
  /** Only 'dev' pairs may inform tuning; 'test' pairs are scored once, at the end. */
  readonly split: 'dev' | 'test';
  readonly label: EvalLabel;
  readonly a: EvalSide;
  readonly b: EvalSide;
}

/** Compact constructor so each pair reads as one block of four texts. */
export function pair(
  id: string,
  split: 'dev' | 'test',
  label: EvalLabel,
  texts: readonly [aAbout: string, aSeek: string, bAbout: string, bSeek: string],
): EvalPair {
  const [aAbout, aSeek, bAbout, bSeek] = texts;
  return { id, split, label, a: { about: aAbout, seek: aSeek }, b: { about: bAbout, seek: bSeek } };
}
