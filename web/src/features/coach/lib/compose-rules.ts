import { COACH_IMAGE_TYPES, COACH_LIMITS, COACH_TEXTS, type CoachPresetId } from '@kindred/contract';

/** A message needs words or a picture; with only a picture the server asks the default question. */
export function canSend(text: string, image: string | null): boolean {
  return text.trim().length > 0 || image !== null;
}

/** What choosing a preset puts in the input. */
export function presetPrompt(title: string): string {
  return `${COACH_TEXTS.presetPrefix}${title}`;
}

/** The server checks again (magic bytes, decoded size); this spares an upload that would fail. */
export function isAcceptedImage(file: { type: string; size: number }): boolean {
  return (COACH_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size > 0 && file.size <= COACH_LIMITS.imageBytes;
}

/** What to send for a draft; a blank text is sent empty so the server uses its image prompt. */
export function sendBody(text: string, image: string | null, preset: CoachPresetId | null) {
  return { message: text.trim(), image, preset };
}
