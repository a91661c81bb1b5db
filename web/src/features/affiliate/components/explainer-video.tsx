import { AFFILIATE } from '@kindred/contract';
import { Clapperboard, ExternalLink, Play } from 'lucide-react';
import { useId } from 'react';
import { useDelayedReveal } from '../hooks/use-delayed-reveal';
import { videoPresentation } from '../lib/video-source';
import section from './section.module.css';
import styles from './explainer-video.module.css';

interface ExplainerVideoProps {
  /** links.video from the summary; undefined while it loads. */
  url: string | null | undefined;
}

/** The explainer appears one second after the page opens (docs/product-account.md#affiliate). */
export function ExplainerVideo({ url }: ExplainerVideoProps) {
  const titleId = useId();
  const revealed = useDelayedReveal(AFFILIATE.videoDelayMs);
  const ready = revealed && url !== undefined;

  return (
    <section className={section.section} aria-labelledby={titleId} aria-busy={!ready}>
      <div className={section.head}>
        <p className={section.eyebrow}>
          <Clapperboard size={14} aria-hidden="true" />
          The explainer
        </p>
        <h2 id={titleId} className={section.title}>
          See how creators earn
        </h2>
      </div>
      {ready ? <VideoFrame url={url} /> : <div className={`${styles.frame} ${section.bone}`} aria-hidden="true" />}
    </section>
  );
}

function VideoFrame({ url }: { url: string | null }) {
  const shown = videoPresentation(url, window.location.origin);

  if (shown.kind === 'embed') {
    return (
      <figure className={styles.figure}>
        <video className={`${styles.frame} ${styles.video}`} src={shown.src} controls playsInline preload="metadata" />
        <figcaption className={styles.caption}>Explainer video</figcaption>
      </figure>
    );
  }

  if (shown.kind === 'link-out') {
    return (
      <a href={shown.href} target="_blank" rel="noopener noreferrer" className={`${styles.frame} ${styles.poster} ${styles.linkOut}`}>
        <PosterArt />
        <span className={styles.play} aria-hidden="true">
          <Play size={28} fill="currentColor" />
        </span>
        <span className={styles.posterText}>
          <span className={styles.posterTitle}>Watch the explainer</span>
          <span className={styles.posterHint}>
            on {shown.host} <ExternalLink size={13} aria-hidden="true" />
          </span>
        </span>
        <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    );
  }

  return (
    <figure className={`${styles.frame} ${styles.poster}`}>
      <PosterArt />
      <span className={`${styles.play} ${styles.playQuiet}`} aria-hidden="true">
        <Play size={28} />
      </span>
      <figcaption className={styles.posterText}>
        <span className={styles.posterTitle}>Three steps, one video</span>
        <span className={styles.posterHint}>The steps below are all it takes.</span>
      </figcaption>
    </figure>
  );
}

/** The steps as a film strip: a phone, a link, a payout. Decorative. */
function PosterArt() {
  return (
    <span className={styles.art} aria-hidden="true">
      <span className={styles.chip}>1 video</span>
      <span className={styles.dot} />
      <span className={styles.chip}>your link</span>
      <span className={styles.dot} />
      <span className={`${styles.chip} ${styles.chipGold}`}>paid monthly</span>
    </span>
  );
}
