import { VOICE_QUESTIONS } from '@kindred/contract';
import { Lock, Quote, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import styles from './tour-slides.module.css';

export interface TourSlide {
  key: string;
  art: ReactNode;
  /** Art that carries words (the example note) must stay readable by screen readers. */
  artIsContent?: boolean;
  eyebrow: string;
  title: string;
  body: ReactNode;
  /** The main button's label on this slide (Continue, Get Started, Start Voice Onboarding). */
  action: string;
}

/** Instagram's mark is a brand asset lucide no longer ships; this is a neutral camera glyph. */
function CameraGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function NoSwipeArt() {
  return (
    <div className={styles.stage}>
      <span className={`${styles.ghostCard} ${styles.ghostLeft}`} />
      <span className={`${styles.ghostCard} ${styles.ghostRight}`} />
      <AuraOrb size={150} ripples />
      <span className={`${styles.chip} ${styles.chipA}`}>
        <Sparkles size={14} /> 92% match
      </span>
      <span className={`${styles.chip} ${styles.chipB}`}>Loves slow Sundays</span>
    </div>
  );
}

function InstagramArt() {
  return (
    <div className={styles.stage}>
      <div className={styles.profileCard}>
        <AuraOrb size={76} />
        <span className={styles.lineWide} />
        <span className={styles.lineShort} />
        <span className={styles.handle}>
          <CameraGlyph />
          <span className={styles.handleText}>@your.match</span>
        </span>
      </div>
      <span className={styles.lockBadge}>
        <Lock size={18} />
      </span>
    </div>
  );
}

/**
 * What a match's note looks like, plainly marked as an example: Kindred has no past daters to
 * quote, so the tour shows what the product does rather than what someone said about it.
 */
const EXAMPLE_NOTE = 'You both spend Saturdays on the trails and want someone kind before clever. Might be worth a hello.';

function ExampleNoteCard() {
  return (
    <div className={styles.stage}>
      <figure className={styles.testimonial}>
        <span className={styles.quoteMark} aria-hidden="true">
          <Quote size={22} fill="currentColor" strokeWidth={0} />
        </span>
        <blockquote>{EXAMPLE_NOTE}</blockquote>
        <figcaption>
          <AuraOrb size={36} />
          <span>An example note</span>
        </figcaption>
      </figure>
    </div>
  );
}

function QuestionsArt() {
  return (
    <ol className={styles.questions}>
      {VOICE_QUESTIONS.map((question) => (
        <li key={question.number}>
          <span className={styles.number}>{question.number}</span>
          <span>{question.title}</span>
        </li>
      ))}
    </ol>
  );
}

export const TOUR_SLIDES: readonly TourSlide[] = [
  {
    key: 'no-swiping',
    art: <NoSwipeArt />,
    eyebrow: 'Blind dating, matched by AI',
    title: 'Find dates without swiping',
    body: 'No endless swiping and no judging by photos. Tell us who you are and who you hope to meet, and we introduce you to people who fit, both ways.',
    action: 'Continue',
  },
  {
    key: 'instagram',
    art: <InstagramArt />,
    eyebrow: 'Once you match',
    title: 'Say hi on their Instagram',
    body: 'Unlock a match to see their Instagram, then reach out in your own words. They know you might.',
    action: 'Continue',
  },
  {
    key: 'match-note',
    art: <ExampleNoteCard />,
    artIsContent: true,
    eyebrow: 'Every match explained',
    title: 'A note on why you fit',
    body: 'Each match comes with a short note on what you share, drawn from what you both said. You choose whom to unlock.',
    action: 'Get Started',
  },
  {
    key: 'voice-intro',
    art: <QuestionsArt />,
    eyebrow: 'Three short questions',
    title: "Let's find your match",
    body: 'We ask three questions out loud. Answer with your voice, or type if you prefer. It takes about two minutes.',
    action: 'Start Voice Onboarding',
  },
];
