import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import layout from './onboarding-layout.module.css';

interface OnboardingTopBarProps {
  /** The way back, named for where it leads ("Previous question"); null where there is none yet. */
  back: { label: string; onClick: () => void } | null;
  /** What sits between the ends: the progress dots, or a spacer. */
  middle?: ReactNode;
  /** The right-hand end (the spoken prompt's controls, Skip); left out, the bar has no right end. */
  end?: ReactNode;
}

/** The bar above an onboarding step: back on the left, progress in the middle, the step's own control on the right. */
export function OnboardingTopBar({ back, middle, end }: OnboardingTopBarProps) {
  return (
    <div className={layout.topBar}>
      <div className={layout.topStart}>
        {back && (
          <button type="button" className={layout.iconButton} onClick={back.onClick} aria-label={back.label}>
            <ArrowLeft size={20} aria-hidden="true" />
          </button>
        )}
      </div>
      {middle}
      {end !== undefined && <div className={layout.topEnd}>{end}</div>}
    </div>
  );
}
