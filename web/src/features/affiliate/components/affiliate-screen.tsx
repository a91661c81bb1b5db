import { useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { useAffiliateSummary } from '../api/get-affiliate-summary';
import { hasActivity } from '../lib/link-stats';
import { AffiliateHero } from './affiliate-hero';
import { EarningsExample } from './earnings-example';
import { ExplainerVideo } from './explainer-video';
import { FeatureGrid } from './feature-grid';
import { GroupInvite } from './group-invite';
import { HowItWorks } from './how-it-works';
import { LinkStats } from './link-stats';
import { StartNow } from './start-now';
import styles from './affiliate-screen.module.css';

/**
 * /affiliate: the pitch for creators, then the dater's own link. The pitch needs no data, so it
 * shows at once; only the link, the numbers and the operator's links wait for the server.
 */
export function AffiliateScreen() {
  useDocumentTitle('Affiliate Program');
  const summary = useAffiliateSummary();
  const start = useRef<HTMLElement>(null);
  const links = summary.data?.links;
  // A returning affiliate sees their numbers under the hero; a newcomer reads the pitch first.
  const returning = summary.data ? hasActivity(summary.data) : false;

  // Opened directly rather than from the app, Back leads to settings, where the program lives.
  const back = useGoBack('/settings');

  // A scroll rather than a #fragment link: a fragment would add a history entry for Back to undo.
  function toStart() {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    start.current?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    start.current?.focus({ preventScroll: true });
  }

  const inset = (content: ReactNode) => <div className={styles.inset}>{content}</div>;

  return (
    <main className={styles.screen}>
      <AffiliateHero onBack={back} onStart={toStart} />
      {returning && inset(<LinkStats query={summary} />)}
      {inset(<ExplainerVideo url={summary.isError ? null : links?.video} />)}
      {inset(<HowItWorks />)}
      {inset(<EarningsExample />)}
      {inset(<FeatureGrid />)}
      {/* With no group to join, the invitation is not shown at all: no promise of a link to come. */}
      {links?.group !== null && inset(<GroupInvite groupUrl={links?.group} />)}
      <StartNow ref={start} query={summary} />
      {!returning && inset(<LinkStats query={summary} />)}
    </main>
  );
}
