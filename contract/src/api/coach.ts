import { z } from 'zod/mini';

/** The eight presets (docs/product-account.md#coach), in the order the row shows them. */
export const COACH_PRESETS = [
  { id: 'screenshot-advice', title: 'Screenshot Advice' },
  { id: 'close-the-date', title: 'Close the Date' },
  { id: 'ask-them-out', title: 'Ask Them Out' },
  { id: 'do-they-like-me', title: 'Do They Like Me?' },
  { id: 'dm-opener', title: 'DM Opener' },
  { id: 'date-ideas', title: 'Date Ideas' },
  { id: 'red-flags', title: 'Red Flags' },
  { id: 'rizz-boost', title: 'Rizz Boost' },
] as const;
export const COACH_PRESET_IDS = COACH_PRESETS.map((p) => p.id) as unknown as readonly [CoachPresetId, ...CoachPresetId[]];
export type CoachPresetId = (typeof COACH_PRESETS)[number]['id'];

/** Offered after each reply. */
export const COACH_FOLLOW_UPS = ['Tell me more', 'What should I do?', 'Give me an example', 'Any other advice?'] as const;

export const COACH_LIMITS = {
  /** Characters in one message. */
  messageChars: 2000,
  /** Decoded image bytes (10 MB, docs/product-account.md#coach). */
  imageBytes: 10 * 1024 * 1024,
  /** History entries sent to the model with each message (the last 4, docs/product-account.md#coach). */
  historyEntries: 4,
  /** Messages a reload brings back. */
  restoredMessages: 100,
} as const;

/** Image types the coach accepts, as data-URL MIME types. */
export const COACH_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;

/** One message of the dater's conversation with the coach, as the chat shows it. */
const coachMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  /** A signed-in, owner-only URL of the attached image, re-encoded by the server. */
  imageUrl: z.nullable(z.string()),
  preset: z.nullable(z.enum(COACH_PRESET_IDS)),
  createdAt: z.iso.datetime(),
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

/** GET /api/coach/conversation: the dater's saved conversation and how the coach runs. */
export const coachConversationSchema = z.object({
  messages: z.array(coachMessageSchema),
  /** Only premium daters may send; free daters see the upgrade modal. */
  premium: z.boolean(),
  /** "offline" is the local rule-based coach, used when no AI provider is configured. */
  mode: z.enum(['ai', 'offline']),
});
export type CoachConversation = z.infer<typeof coachConversationSchema>;

/**
 * POST /api/coach/messages. Answered as a server-sent event stream (text/event-stream) of
 * `token` events ({ text }), then one `done` ({ userMessage, reply }) or one `error` ({ message }).
 * Failures found before streaming starts (validation, premium, quota) are plain JSON 4xx.
 */
export const coachSendRequestSchema = z
  .object({
    message: z._default(
      z.string().check(z.trim(), z.maxLength(COACH_LIMITS.messageChars, { error: `Please keep messages under ${COACH_LIMITS.messageChars} characters.` })),
      '',
    ),
    /** A base64 data URL; checked on the server by type, magic bytes and decoded size. */
    image: z.optional(z.nullable(z.string().check(z.maxLength(Math.ceil((COACH_LIMITS.imageBytes * 4) / 3) + 100)))),
    preset: z.optional(z.nullable(z.enum(COACH_PRESET_IDS))),
  })
  .check(z.refine((body) => body.message.length > 0 || Boolean(body.image), { error: 'Write a message or attach an image.' }));
export type CoachSendRequest = z.input<typeof coachSendRequestSchema>;

export const coachTokenEventSchema = z.object({ text: z.string() });
export const coachDoneEventSchema = z.object({ userMessage: coachMessageSchema, reply: coachMessageSchema });
export const coachErrorEventSchema = z.object({ message: z.string() });

export const COACH_ERROR_CODES = {
  premiumRequired: 'PREMIUM_REQUIRED',
  invalidImage: 'INVALID_IMAGE',
  dailyQuota: 'COACH_DAILY_QUOTA',
} as const;

/** The coach screen's texts; error texts carry the emoji docs/product-account.md#coach gives them. */
export const COACH_TEXTS = {
  titleSuffix: 'Coach',
  subtitle: 'Your Dating Coach',
  typing: 'Typing...',
  placeholder: 'Tell me about your dating situation...',
  streamingPlaceholder: 'Let me finish my thoughts...',
  presetPrefix: 'Help me with: ',
  usingPrefix: 'Using: ',
  defaultImagePrompt: 'What do you think about this?',
  welcome: "Hey! I'm your dating coach. Tell me what's going on — a match you're texting, a date you're planning, or a screenshot you can't read — and I'll help you with your next move.",
  /**
   * Shown while the coach answers from its written guide. It says what the dater gets, never how
   * the server is set up.
   */
  offlineLabel: 'Quick advice',
  offlineNote: 'Short, practical answers from our guide to openers, messages, dates and staying safe.',
  newChat: 'New chat',
  unlockTitle: 'Unlock Premium',
  unlockBody: 'The dating coach is part of Premium.',
  maybeLater: 'Maybe Later',
  upgradeNow: 'Upgrade Now',
  invalidImage: 'Invalid image format or size. Keep it under 10MB and use JPG, PNG, or WebP.',
  tooMany: 'Too many messages! Take a quick break and try again ⏳',
  badRequest: 'Something went wrong with that message. Try rephrasing! ✏️',
  /** The provider refused the server's key: the dater hears only that the coach is unavailable. */
  apiKey: "The coach can't answer right now. Please try again later.",
  otherError: 'Oops! Something went wrong. Try again! 😅',
  emptyReply: 'No response generated',
  failureBubble: 'Sorry, I encountered an error. Please try again! 💔',
  dailyQuota: "You've reached today's coaching limit. Come back tomorrow for more advice. 🌙",
} as const;
