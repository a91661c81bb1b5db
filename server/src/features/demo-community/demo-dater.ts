import type { CulturalBackground, MatchGender, ProfileLifestyle } from '@kindred/contract';

/** Everything needed to seed one demo dater: profile, list rows, answers and preferences. */
export interface DemoDater {
  /** Stable across starts and seeds, e.g. "demo-0001"; also the user id. */
  id: string;
  name: string;
  gender: MatchGender;
  age: number;
  country: string;
  culturalBackgrounds: CulturalBackground[];
  lifestyle: ProfileLifestyle;
  interests: string[];
  bio: string;
  answers: {
    /** The name introduction. */
    q1: string;
    /** About me. */
    q2: string;
    /** Who I hope to meet. */
    q3: string;
  };
  preferences: { lookingFor: MatchGender; minAge: number; maxAge: number };
  /** Shaped to suit typical newcomers: open texts, wide age range, no dealbreakers. */
  broadlyCompatible: boolean;
}
