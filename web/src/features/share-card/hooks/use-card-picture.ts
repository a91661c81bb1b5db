import { CARD_RENDER_DELAY_MS, CARD_TEXTS, type Card, type CardFields, type CardInput } from '@kindred/contract';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ToastMessage } from '../../../shared/ui/toast';
import { useCreateCard } from '../api/create-card';
import { getCardImage } from '../api/get-card-image';
import { useUpdateCard } from '../api/update-card';
import { useUploadCardImage } from '../api/upload-card-image';

// The drawing code and its italic face load only when a card is drawn, not with every screen.
const renderCardPng = async (card: CardFields) => (await import('../lib/render-card')).renderCardPng(card);

export type PictureStage = 'drawing' | 'saving' | 'done' | 'failed';
/** Which part failed: drawing the PNG, saving the card, or storing its image. */
export type PictureFailure = 'generate' | 'database' | 'upload';

interface CardPictureOptions {
  /** The card's content; for 'publish', the validated draft. */
  input: CardInput;
  /** 'publish' saves `input` (POST without a `cardId`, PUT with one) and uploads the PNG; 'view' only shows a saved card. */
  mode: 'publish' | 'view';
  cardId: string | null;
  /** A saved card's stored PNG, shown as is when viewing: the picture everyone else sees. */
  imageUrl: string | null;
  onSaved: (card: Card) => void;
  notify: (message: ToastMessage) => void;
}

/**
 * The card step's work: after the short render delay, draw the PNG, save the card, then
 * upload the PNG so the share page can show it. Each part that succeeds is kept, so "try again"
 * resumes where it failed instead of saving a second card.
 */
export function useCardPicture({ input, mode, cardId, imageUrl, onSaved, notify }: CardPictureOptions) {
  const [picture, setPicture] = useState<{ png: Blob; url: string } | null>(null);
  const [stage, setStage] = useState<PictureStage>('drawing');
  const [failure, setFailure] = useState<PictureFailure | null>(null);
  const [saved, setSaved] = useState<Card | null>(null);
  const progress = useRef<{ png: Blob | null; card: Card | null; uploaded: boolean }>({ png: null, card: null, uploaded: false });
  const urls = useRef<string[]>([]);
  const create = useCreateCard();
  const update = useUpdateCard();
  const upload = useUploadCardImage();

  function show(png: Blob) {
    const url = URL.createObjectURL(png);
    urls.current.push(url);
    progress.current.png = png;
    setPicture({ png, url });
  }

  function fail(kind: PictureFailure, text: string) {
    setFailure(kind);
    setStage('failed');
    notify({ text, tone: 'error' });
  }

  async function draw(): Promise<Blob> {
    if (mode === 'view' && imageUrl) {
      // A missing or unreadable stored image is drawn again rather than shown broken.
      try {
        return await getCardImage(imageUrl);
      } catch {
        return renderCardPng(input);
      }
    }
    return renderCardPng(input);
  }

  async function run(): Promise<void> {
    setFailure(null);
    setStage(progress.current.png ? 'saving' : 'drawing');
    let png = progress.current.png;
    if (!png) {
      try {
        png = await draw();
      } catch {
        return fail('generate', CARD_TEXTS.errorGenerating);
      }
      show(png);
    }
    if (mode === 'view' && imageUrl) {
      setStage('done');
      return;
    }

    setStage('saving');
    let card = progress.current.card;
    if (!card && mode === 'publish') {
      try {
        card = cardId ? await update.mutateAsync({ cardId, input }) : await create.mutateAsync(input);
      } catch {
        return fail('database', CARD_TEXTS.errorSavingToDatabase);
      }
      progress.current.card = card;
      setSaved(card);
      onSaved(card);
    }
    const id = card?.id ?? cardId;
    if (!id) return fail('database', CARD_TEXTS.errorSavingToDatabase);
    if (!progress.current.uploaded) {
      try {
        const stored = await upload.mutateAsync({ cardId: id, png });
        setSaved(stored);
      } catch {
        return fail('upload', CARD_TEXTS.errorSaving);
      }
      progress.current.uploaded = true;
    }
    setStage('done');
    if (mode === 'publish') notify({ text: CARD_TEXTS.saved });
  }

  const start = useEffectEvent(() => void run());
  useEffect(() => {
    // The card step waits a moment before drawing, so the step's own screen paints first.
    const timer = window.setTimeout(start, CARD_RENDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  return {
    png: picture?.png ?? null,
    url: picture?.url ?? null,
    stage,
    failure,
    /** The saved card's id, once there is one: the share link needs it. */
    cardId: saved?.id ?? cardId,
    retry: run,
  };
}
