import { ONBOARDING_TEXTS } from '@kindred/contract';
import type { VoiceFailure } from '../hooks/use-voice-answer';

/**
 * How a failed recording is worded (docs/product.md#onboarding). The onboarding questions use two
 * headlines; Add Interests prefixes the reason with "Recording Error" / "Transcription Error".
 * Either way the dater learns why and is pointed at the text box, never given sample words.
 */
export type FailureWording = 'headline' | 'prefixed';

export function describeVoiceFailure(failure: VoiceFailure, wording: FailureWording): { title: string; detail: string } {
  const typeInstead = 'You can try again, or type your answer below.';
  if (wording === 'prefixed') {
    const prefix = failure.kind === 'recording' ? ONBOARDING_TEXTS.recordingErrorPrefix : ONBOARDING_TEXTS.transcriptionErrorPrefix;
    return { title: `${prefix}: ${failure.reason}`, detail: typeInstead };
  }
  const title = failure.kind === 'recording' ? ONBOARDING_TEXTS.recordFailed : ONBOARDING_TEXTS.processFailed;
  const reason = failure.reason === title ? '' : `${failure.reason} `;
  return { title, detail: `${reason}${typeInstead}` };
}
