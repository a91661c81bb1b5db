/**
 * One interest, told several ways. The canonical name matches the interest lexicon (lower case),
 * while the sentences paraphrase it, so the matcher has to understand meaning rather than count
 * shared keywords.
 */
export interface InterestFragments {
  interest: string;
  /** A broad theme; broadly compatible daters draw from the themes newcomers mention most. */
  theme: 'outdoors' | 'active' | 'music' | 'food' | 'travel' | 'culture' | 'home' | 'social';
  /** First-person sentences that stand alone. */
  doing: readonly string[];
  /** Gerund phrases that fit "You'll usually find me …". */
  phrases: readonly string[];
  /** Bare infinitive phrases that fit "Bonus points if you'd happily …". */
  share: readonly string[];
}
