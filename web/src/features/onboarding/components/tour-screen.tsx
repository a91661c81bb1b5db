import { useEffect, useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useSwipe } from '../../../shared/hooks/use-swipe';
import { Button } from '../../../shared/ui/button';
import layout from './onboarding-layout.module.css';
import { ProgressDots } from './progress-dots';
import { TOUR_SLIDES } from './tour-slides';
import styles from './tour-screen.module.css';
import { OnboardingTopBar } from './onboarding-top-bar';

const LAST = TOUR_SLIDES.length - 1;

/** Typing in a field must not flip slides. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** The four-slide tour (docs/product.md#onboarding). Continue, swipes and arrow keys move; Skip or the end go on. */
export function TourScreen() {
  useDocumentTitle('How Kindred works');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const slide = TOUR_SLIDES[index]!;

  const finish = () => void navigate('/voice-onboarding');
  const next = () => setIndex((current) => Math.min(current + 1, LAST));
  const previous = () => setIndex((current) => Math.max(current - 1, 0));
  const swipe = useSwipe({ onNext: next, onPrevious: previous });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'ArrowRight') setIndex((current) => Math.min(current + 1, LAST));
      if (event.key === 'ArrowLeft') setIndex((current) => Math.max(current - 1, 0));
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <main className={`${layout.screen} ${styles.screen}`}>
      <div className={layout.backdrop} aria-hidden="true" />
      <h1 className="visually-hidden">How Kindred works</h1>
      <OnboardingTopBar
        back={index > 0 ? { label: 'Previous slide', onClick: previous } : null}
        middle={<ProgressDots total={TOUR_SLIDES.length} current={index} label={`Slide ${index + 1} of ${TOUR_SLIDES.length}`} />}
        end={index < LAST && (
          <button type="button" className={styles.skip} onClick={finish}>
            Skip
          </button>
        )}
      />

      <section className={styles.viewport} aria-roledescription="carousel" aria-label="Introduction" {...swipe}>
        <div className={styles.track} style={{ transform: `translateX(${-index * 100}%)` }} aria-live="polite">
          {TOUR_SLIDES.map((item, position) => (
            <div
              key={item.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${TOUR_SLIDES.length}`}
              aria-hidden={position !== index}
              inert={position !== index}
            >
              <div className={styles.art} aria-hidden={!item.artIsContent || undefined}>
                {item.art}
              </div>
              <div className={styles.copy}>
                <p className={layout.eyebrow}>{item.eyebrow}</p>
                <h2 className={styles.title}>{item.title}</h2>
                <div className={styles.body}>{item.body}</div>
              </div>
            </div>
          ))}
        </div>
      </section>

      <div className={styles.footer}>
        <Button fullWidth onClick={index === LAST ? finish : next}>
          {slide.action}
        </Button>
      </div>
    </main>
  );
}
