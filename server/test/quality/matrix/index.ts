import type { Matrix } from '../support/cell.js';
import { cardsAndCoachMatrix } from './share-card-and-coach.js';
import { changeEmailMatrix } from './change-email.js';
import { changePasswordMatrix } from './change-password.js';
import { emailVerificationMatrix } from './email-verification.js';
import { matchesMatrix } from './matches.js';
import { matchDigestMatrix } from './match-digest.js';
import { meetingFeedbackMatrix } from './meeting-feedback.js';
import { moderationMatrix } from './moderation.js';
import { paymentsMediaAuthMatrix } from './payments-media-auth.js';
import { passwordResetMatrix } from './password-reset.js';
import { selfieVerificationMatrix } from './selfie-verification.js';
import { sessionAndProfileMatrix } from './session-and-profile.js';
import { unlockNoticeMatrix } from './unlock-notice.js';

/**
 * Every route of the API with the status each role must get from a valid request. Cells run in
 * this order; entries that end sessions, plans or accounts come last.
 */
export const AUTHORISATION_MATRIX: Matrix = {
  ...sessionAndProfileMatrix,
  ...matchesMatrix,
  ...unlockNoticeMatrix,
  ...meetingFeedbackMatrix,
  ...selfieVerificationMatrix,
  ...moderationMatrix,
  ...cardsAndCoachMatrix,
  ...matchDigestMatrix,
  ...changePasswordMatrix,
  ...changeEmailMatrix,
  ...emailVerificationMatrix,
  ...passwordResetMatrix,
  ...paymentsMediaAuthMatrix,
};
