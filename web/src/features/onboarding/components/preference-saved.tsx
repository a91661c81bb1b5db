import { useEffect, useRef } from 'react';
import { useNavigate } from '../../../shared/routing';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { Button } from '../../../shared/ui/button';
import layout from './onboarding-layout.module.css';
import styles from './preference-saved.module.css';

/** After the orb's update: the next search uses the new words, so offer it straight away. */
export function PreferenceSaved({ onEdit }: { onEdit: () => void }) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <main className={layout.screen}>
      <div className={layout.backdrop} aria-hidden="true" />
      <div className={styles.content}>
        <AuraOrb size={136} ripples />
        <p className={`${layout.eyebrow} ${styles.eyebrow}`}>Saved</p>
        <h1 ref={heading} tabIndex={-1} className={layout.title}>
          Got it. We&rsquo;ll look for them.
        </h1>
        <p className={layout.lead}>Your next search uses what you just told us. Ready to see who fits?</p>
      </div>
      <div className={layout.footer}>
        <Button fullWidth onClick={() => void navigate('/searching')}>
          Find New Matches
        </Button>
        <Button fullWidth variant="ghost" onClick={onEdit}>
          Edit again
        </Button>
      </div>
    </main>
  );
}
