import { COACH_TEXTS } from '@kindred/contract';
import { useState } from 'react';
import { isAcceptedImage } from '../lib/compose-rules';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable image')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(file);
  });
}

/**
 * The picture attached to the next message, as a data URL: the request carries it as JSON, and the
 * optimistic bubble can show it before the server has re-encoded and stored its own copy.
 */
export function useImageAttachment(onInvalid: (message: string) => void) {
  const [image, setImage] = useState<string | null>(null);

  async function attach(file: File) {
    if (!isAcceptedImage(file)) return onInvalid(COACH_TEXTS.invalidImage);
    try {
      setImage(await readAsDataUrl(file));
    } catch {
      onInvalid(COACH_TEXTS.invalidImage);
    }
  }

  return { image, attach, remove: () => setImage(null), restore: setImage };
}
