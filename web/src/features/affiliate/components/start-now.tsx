import { AFFILIATE, AFFILIATE_TEXTS, type AffiliateSummary } from '@kindred/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { BadgeCheck, Camera, Check, Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useCallback, useId, useRef, type ReactNode, type Ref } from 'react';
import { Button, buttonClassName } from '../../../shared/ui/button';
import { useCopyLink } from '../hooks/use-copy-link';
import night from './night.module.css';
import section from './section.module.css';
import styles from './start-now.module.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';

/** "Start Now." then "It's 100% Free." in gold. */
const [START, FREE] = AFFILIATE_TEXTS.startNow.split(/(?<=\.)\s+/);

interface StartNowProps {
  /** The hero's "Get my free link" scrolls here and moves focus here. */
  ref?: Ref<HTMLElement>;
  query: UseQueryResult<AffiliateSummary>;
}

/** The closing section: the dater's own link, the copy button and the operator's two links. */
export function StartNow({ ref, query }: StartNowProps) {
  const titleId = useId();
  return (
    <section ref={ref} className={`${night.night} ${styles.panel}`} aria-labelledby={titleId} tabIndex={-1}>
      <div className={section.head}>
        <p className={section.eyebrow}>Your link</p>
        <h2 id={titleId} className={`${section.title} ${styles.title}`}>
          <span className={styles.titleLine}>{START}</span> <span className={`${styles.titleLine} ${night.goldText}`}>{FREE}</span>
        </h2>
      </div>
      <p className={section.lead}>Your link works already. Copy it, put it in your bio and post your video.</p>
      <Body query={query} />
      <p className={`${section.note} ${styles.fine}`}>
        No fee, no minimum, nothing to sign. Sign-ups count for {AFFILIATE.cookieDays} days after someone taps your link.
      </p>
    </section>
  );
}

function Body({ query }: { query: UseQueryResult<AffiliateSummary> }) {
  if (query.data) return <LinkActions summary={query.data} />;
  if (query.isError) {
    return (
      <LoadFailedPanel
        className={styles.error}
        title="We could not load your link."
        detail={query.error.message}
        icon={<RefreshCw size={17} aria-hidden="true" />}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className={styles.loading} aria-busy="true">
      <span className={`${section.bone} ${styles.boneBox}`} />
      <span className="visually-hidden" role="status">
        Loading your link…
      </span>
    </div>
  );
}

function LinkActions({ summary }: { summary: AffiliateSummary }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const selectLink = useCallback(() => input.current?.select(), []);
  const { state, copy } = useCopyLink(selectLink);

  return (
    <>
      <div className={styles.linkBox}>
        <div className={styles.linkHead}>
          <label htmlFor={inputId} className={styles.label}>
            Your affiliate link
          </label>
          <span className={styles.live}>
            <BadgeCheck size={14} aria-hidden="true" />
            Live
          </span>
        </div>
        <input ref={input} id={inputId} className={styles.link} value={summary.link} readOnly onFocus={selectLink} spellCheck={false} />
        <Button fullWidth icon={state === 'copied' ? <Check size={18} aria-hidden="true" /> : <Copy size={18} aria-hidden="true" />} onClick={() => void copy(summary.link)}>
          Copy link
        </Button>
        <p className={styles.copyNote} role="status" aria-live="polite" aria-atomic="true">
          {state === 'copied' && AFFILIATE_TEXTS.copied}
          {state === 'manual' && 'Copying is not available here. The link is selected: copy it by hand.'}
        </p>
      </div>

      {(summary.links.activate || summary.links.follow) && (
        <div className={styles.actions}>
          {summary.links.activate && (
            <NewTabButton href={summary.links.activate} variant="primary" icon={<BadgeCheck size={18} aria-hidden="true" />}>
              {AFFILIATE_TEXTS.activate}
            </NewTabButton>
          )}
          {summary.links.follow && (
            <NewTabButton href={summary.links.follow} variant="secondary" icon={<Camera size={18} aria-hidden="true" />}>
              Follow Kindred on Instagram
            </NewTabButton>
          )}
        </div>
      )}
    </>
  );
}

function NewTabButton({ href, variant, icon, children }: { href: string; variant: 'primary' | 'secondary'; icon: ReactNode; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClassName(variant, true, styles.newTab)}>
      {icon}
      <span>{children}</span>
      <ExternalLink size={15} aria-hidden="true" className={styles.external} />
      <span className="visually-hidden">(opens in a new tab)</span>
    </a>
  );
}
