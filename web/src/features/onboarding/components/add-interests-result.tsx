import type { z } from 'zod/mini';
import type { addInterestsResponseSchema } from '@kindred/contract';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../shared/ui/button';
import { InterestChips } from './interest-chips';
import layout from './onboarding-layout.module.css';
import styles from './add-interests-result.module.css';

interface AddInterestsResultProps {
  result: z.infer<typeof addInterestsResponseSchema>;
  onDone: () => void;
  onAddMore: () => void;
}

/** What the server understood: the new interests highlighted among everything on the profile. */
export function AddInterestsResult({ result, onDone, onAddMore }: AddInterestsResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const addedAny = result.added.length > 0;

  return (
    <div className={styles.result}>
      <span className={styles.badge} aria-hidden="true">
        <Check size={32} strokeWidth={2.5} />
      </span>
      <h1 ref={heading} tabIndex={-1} className={layout.title}>
        {addedAny ? 'Added to your profile' : 'Already on your profile'}
      </h1>
      <p className={layout.lead}>
        {addedAny
          ? 'Your matches will see what you love. Here is everything on your profile now.'
          : 'Everything you mentioned was already there. Here is what your profile lists.'}
      </p>
      <InterestChips interests={result.interests} highlighted={result.added} label="Your interests" />
      <div className={layout.footer}>
        <Button fullWidth onClick={onDone}>
          Done
        </Button>
        <Button fullWidth variant="ghost" onClick={onAddMore}>
          Add more
        </Button>
      </div>
    </div>
  );
}
