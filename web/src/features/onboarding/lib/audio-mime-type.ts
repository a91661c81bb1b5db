/** The recording formats we ask for, most preferred first (docs/product.md#onboarding, step 4). */
const PREFERRED_AUDIO_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
  'audio/wav',
] as const;

/**
 * The first preferred type the browser can record, or null. Pure, so it is testable without a
 * browser: pass `MediaRecorder.isTypeSupported`.
 */
export function pickAudioMimeType(isTypeSupported: (type: string) => boolean): string | null {
  return PREFERRED_AUDIO_TYPES.find((type) => isTypeSupported(type)) ?? null;
}
