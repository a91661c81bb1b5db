import { CARD_RATINGS, CARD_VIBES } from '@kindred/contract';
import type { CardDraft } from '../lib/card-draft';
import { ChoiceCards } from './choice-cards';
import { StepIntro } from './step-intro';

interface ChoiceStepProps {
  draft: CardDraft;
  onChange: (draft: Partial<CardDraft>) => void;
  focus: boolean;
}

const RATINGS = CARD_RATINGS.map((r) => ({ id: r.id, emoji: r.emoji, text: r.value }));
const VIBES = CARD_VIBES.map((v) => ({ id: v.id, emoji: v.emoji, text: v.text }));

/** Step 3: how the dater rates themselves, tongue in cheek. */
export function RatingStep({ draft, onChange, focus }: ChoiceStepProps) {
  return (
    <>
      <StepIntro eyebrow="Step 3 of 5" title="Rate yourself. Honestly." focus={focus}>
        Everyone’s thinking it. Pick the line that fits.
      </StepIntro>
      <ChoiceCards legend="Your rating" name="card-rating" options={RATINGS} value={draft.ratingId} onChange={(ratingId) => onChange({ ratingId })} />
    </>
  );
}

/** Step 4: the one line that tells people what the dater is like. */
export function VibeStep({ draft, onChange, focus }: ChoiceStepProps) {
  return (
    <>
      <StepIntro eyebrow="Step 4 of 5" title="What’s your vibe?" focus={focus}>
        The line that tells your future match what you’re like.
      </StepIntro>
      <ChoiceCards legend="Your vibe" name="card-vibe" options={VIBES} value={draft.vibeId} onChange={(vibeId) => onChange({ vibeId })} />
    </>
  );
}
