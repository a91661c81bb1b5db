import { SELFIE_MARK_TEXTS } from './selfie-mark.js';

/**
 * The gestures a live selfie may be asked to show. The server picks one at random per request,
 * so an old photo or one taken from the dater's profile cannot pass. The web draws each with a
 * plain icon beside its words.
 */
export const SELFIE_GESTURES = ['thumb-up', 'peace-sign', 'hand-on-cheek', 'point-at-ceiling', 'open-hand-wave'] as const;
export type SelfieGesture = (typeof SELFIE_GESTURES)[number];

export const SELFIE_GESTURE_LABELS: Record<SelfieGesture, string> = {
  'thumb-up': 'Give a thumbs up',
  'peace-sign': 'Make a peace sign',
  'hand-on-cheek': 'Put a hand on your cheek',
  'point-at-ceiling': 'Point at the ceiling',
  'open-hand-wave': 'Wave with an open hand',
};

/** The words of "Selfie verified", shared by the web screens, the server's errors and the journeys. */
export const SELFIE_TEXTS = {
  markLabel: SELFIE_MARK_TEXTS.label,
  markDescription: SELFIE_MARK_TEXTS.description,
  premiumDescription: 'Premium member',
  entry: SELFIE_MARK_TEXTS.entry,
  entryHint: 'A moderator compares a live selfie with your photos. Verified daters show a mark.',
  title: 'Selfie verification',
  intro: 'Take a live selfie while copying the gesture below. Only moderators see this photo.',
  copyGesture: 'Copy this gesture',
  start: 'Show me a gesture',
  takePhoto: 'Take photo',
  retake: 'Retake',
  send: 'Send for review',
  uploading: 'Sending...',
  cameraDenied: 'Allow the camera in your browser settings, then try again.',
  noCamera: 'We could not find a camera. Allow the camera in your browser settings, or try on your phone.',
  tryAgain: 'Try again',
  pending: 'Sent. A moderator will check it, usually within a day.',
  approved: 'You are selfie verified. Other daters see the mark on your card.',
  markEnded: 'Your mark ended when you changed your profile photo. Take a new selfie to get it back.',
  rejected: (reason: string) => `Your selfie was not approved: ${reason}`,
  expired: 'That gesture has expired. Ask for a new one.',
  alreadyPending: 'Your selfie is already waiting for a moderator.',
  alreadyVerified: 'You are already selfie verified.',
  invalidImage: 'Please send a photo (JPEG, PNG or WebP).',
  imageTooLarge: 'That photo is too large (over 5 MB).',
  failed: 'Could not send your selfie. Please try again.',
  needsProfilePhoto: 'Add a profile photo first: the moderator compares your selfie with it.',
  filterLabel: 'Only selfie-verified daters',
  filterHint: 'You only see, and are only shown to, daters a moderator has checked.',
  moderationTitle: 'Selfie checks',
  moderationEmpty: 'No selfie is waiting for a check.',
  approve: 'Approve',
  reject: 'Reject',
  rejectReason: 'Reason the dater will read',
  requestedGesture: 'Asked to',
  profilePhoto: 'Profile photo',
  selfie: 'Selfie',
  noProfilePhoto: 'No profile photo',
  prescreenLikely: 'Pre-screen: likely a match',
  prescreenUnsure: 'Pre-screen: unsure',
  prescreenUnlikely: 'Pre-screen: likely not a match',
} as const;
