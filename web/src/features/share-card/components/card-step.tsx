import { CARD_TEXTS, cardContent, type Card, type CardInput } from '@kindred/contract';
import { Download, Pencil, Plus, RotateCcw, Share } from 'lucide-react';
import { useEffect } from 'react';
import { AuraOrb } from '../../../shared/ui/aura-orb';
import { Button } from '../../../shared/ui/button';
import type { ToastMessage } from '../../../shared/ui/toast';
import { useCardActions } from '../hooks/use-card-actions';
import { useCardPicture, type PictureFailure, type PictureStage } from '../hooks/use-card-picture';
import { cardAltText } from '../lib/card-content';
import { ShareTips } from './share-tips';
import { StepIntro } from './step-intro';
import styles from './card-step.module.css';

interface CardStepProps {
  input: CardInput;
  mode: 'publish' | 'view';
  cardId: string | null;
  imageUrl: string | null;
  onSaved: (card: Card) => void;
  onBusyChange: (busy: boolean) => void;
  onCreateNew: () => void;
  onEdit: () => void;
  notify: (message: ToastMessage) => void;
  focus: boolean;
}

const FAILURE_TEXT: Record<PictureFailure, string> = {
  generate: 'We couldn’t draw your card.',
  database: 'Your card isn’t saved yet. Save & Download tries again.',
  upload: 'Saved, but the picture didn’t upload. Save & Download tries again.',
};

function statusText(stage: PictureStage, failure: PictureFailure | null, mode: 'publish' | 'view'): string {
  if (stage === 'drawing') return 'Drawing your card…';
  if (stage === 'saving') return 'Saving your card…';
  if (stage === 'failed' && failure) return FAILURE_TEXT[failure];
  return mode === 'publish' ? 'Saved. Anyone with your link can see it.' : 'Anyone with your link can see it.';
}

/** Step 5: the finished card, saved on arrival, with the ways to get it out into the world. */
export function CardStep({ input, mode, cardId, imageUrl, onSaved, onBusyChange, onCreateNew, onEdit, notify, focus }: CardStepProps) {
  const picture = useCardPicture({ input, mode, cardId, imageUrl, onSaved, notify });
  const actions = useCardActions({ png: picture.png, cardId: picture.cardId, name: input.name, notify });
  const content = cardContent(input);
  const busy = picture.stage === 'drawing' || picture.stage === 'saving';

  useEffect(() => onBusyChange(picture.stage === 'saving'), [picture.stage, onBusyChange]);

  async function saveAndDownload() {
    // A card that failed to save gets another go first; the download happens either way.
    if (picture.failure === 'database' || picture.failure === 'upload') await picture.retry();
    actions.download();
  }

  return (
    <>
      <StepIntro eyebrow={mode === 'publish' ? 'Step 5 of 5' : 'Your shareable card'} title={mode === 'publish' ? 'Your card is ready' : 'Your card'} focus={focus}>
        Post it to your story and let your future match find you.
      </StepIntro>

      <figure className={styles.figure}>
        <div className={styles.frame} aria-busy={picture.stage === 'drawing' || undefined}>
          {picture.url ? <img src={picture.url} alt={cardAltText(content)} className={styles.image} width={400} height={600} /> : (
            <div className={styles.placeholder}>
              <AuraOrb size={84} busy={picture.stage === 'drawing'} />
              <span className={styles.placeholderEmoji} aria-hidden="true">
                {input.emoji}
              </span>
            </div>
          )}
        </div>
        <figcaption className={`${styles.status} ${picture.stage === 'failed' ? styles.statusFailed : ''}`} role="status">
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {statusText(picture.stage, picture.failure, mode)}
        </figcaption>
      </figure>

      <div className={styles.actions}>
        {picture.failure === 'generate' ?
          (
            <Button fullWidth icon={<RotateCcw size={18} aria-hidden="true" />} onClick={() => void picture.retry()}>
              Try again
            </Button>
          ) :
          (
            <>
              <Button fullWidth icon={<Share size={18} aria-hidden="true" />} disabled={!picture.png || busy} onClick={() => void actions.share()}>
                {CARD_TEXTS.shareToInstagram}
              </Button>
              <Button variant="secondary" fullWidth icon={<Download size={18} aria-hidden="true" />} disabled={!picture.png || busy} onClick={() => void saveAndDownload()}>
                {CARD_TEXTS.saveAndDownload}
              </Button>
            </>
          )}
        <div className={styles.secondaryRow}>
          <Button variant="ghost" icon={<Pencil size={17} aria-hidden="true" />} disabled={busy} onClick={onEdit}>
            {CARD_TEXTS.editThisCard}
          </Button>
          <Button variant="ghost" icon={<Plus size={18} aria-hidden="true" />} disabled={busy} onClick={onCreateNew}>
            {CARD_TEXTS.createNewCard}
          </Button>
        </div>
      </div>

      <ShareTips />
    </>
  );
}
