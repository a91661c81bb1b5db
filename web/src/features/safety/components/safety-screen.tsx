import { SAFETY_TEXTS } from '@kindred/contract';
import { HeartHandshake } from 'lucide-react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { PageHeader } from '../../../shared/ui/page-header';
import { PointList } from '../../../shared/ui/point-list';
import { SAFETY_SECTIONS, type SafetySection } from '../lib/safety-content';
import styles from './safety-screen.module.css';

/**
 * /safety: how unlocks work, meeting safely, how to report and what moderators do
 * (docs/product-safety.md). Linked from Settings and from the tip before a month's first unlock.
 * It needs no data, so it draws at once.
 */
export function SafetyScreen() {
  useDocumentTitle(SAFETY_TEXTS.pageTitle);
  // Opened directly rather than from the app, Back leads to settings, where the centre lives.
  const back = useGoBack('/settings');

  return (
    <main className={styles.screen}>
      <PageHeader
        title={SAFETY_TEXTS.pageTitle}
        onBack={back}
        icon={<HeartHandshake size={30} />}
        eyebrow="Kindred"
        lead="Saying hi should feel exciting, not risky. Here is how we look after you before, during and after that moment."
      />
      <nav className={styles.jump} aria-label="On this page">
        {SAFETY_SECTIONS.map((section) => (
          <button key={section.id} type="button" className={styles.jumpLink} onClick={() => jumpTo(section.id)}>
            {section.title}
          </button>
        ))}
      </nav>
      {SAFETY_SECTIONS.map((section) => <Section key={section.id} section={section} />)}
      <p className={styles.footnote}>Something here unclear, or something we should add? Tell us from Settings, under Feedback.</p>
    </main>
  );
}

/** A scroll rather than a #fragment link: a fragment would add a history entry for Back to undo. */
function jumpTo(id: string) {
  const heading = document.getElementById(`safety-${id}-title`);
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The whole section comes into view, its eyebrow above the heading included.
  (heading?.closest('section') ?? heading)?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  heading?.focus({ preventScroll: true });
}

function Section({ section }: { section: SafetySection }) {
  const titleId = `safety-${section.id}`;
  return (
    <section className={styles.section} aria-labelledby={`${titleId}-title`}>
      <div className={styles.sectionHead}>
        <p className={styles.sectionEyebrow}>{section.eyebrow}</p>
        <h2 id={`${titleId}-title`} className={styles.sectionTitle} tabIndex={-1}>
          {section.title}
        </h2>
        <p className={styles.sectionLead}>{section.lead}</p>
      </div>
      <PointList points={section.points} />
    </section>
  );
}
