import type { CoachPresetId } from '@kindred/contract';

/**
 * The offline coach: used when no AI provider is configured. It cannot understand a message the
 * way a model does, so it recognises the common situations by their words and answers with advice
 * written for them, falling back to the preset's advice, then to a general next step.
 */
interface Situation {
  words: RegExp;
  advice: string;
}

const SITUATIONS: Situation[] = [
  {
    words: /\b(ghost(ed|ing)?|left on read|stopped (replying|texting)|no reply|hasn'?t (replied|texted))\b/i,
    advice:
      "Silence usually says more about their bandwidth than your worth. Send one light, no-pressure message that's easy to answer, like \"Still up for that coffee this week?\", and if it stays quiet, let it go and put your energy where it's returned.",
  },
  {
    words: /\b(nervous|anxious|scared|shy|awkward)\b/i,
    advice:
      "Nerves mean you care, and they are easier with a plan: pick a place you know, prepare two curious questions about them, and remember they are probably a little nervous too. Aim to enjoy the hour, not to impress.",
  },
  {
    words: /\b(first date|meet(ing)? (up|for the first))\b/i,
    advice:
      'Keep a first date short, public and easy to extend: coffee or a walk for about an hour. Ask about something they lit up about in your chats, and if it goes well, say so before you leave.',
  },
  {
    words: /\b(text(ing)? back|how long|double text|reply (time|fast|quickly))\b/i,
    advice:
      "Match their rhythm rather than a rule: reply when you have something real to say. One follow-up after a quiet day is fine; more than that reads as pressure, so switch to suggesting a plan instead.",
  },
  {
    words: /\b(ex|breakup|broke up|heartbroken|moving on)\b/i,
    advice:
      "Give yourself credit for trying again. Date at the pace your heart can keep up with, be honest that you're taking it slow, and notice who makes you feel calm rather than who makes you feel like you're chasing.",
  },
  {
    words: /\b(jealous|control(ling)?|check(s|ing) my phone|pressur(e|ed|ing)|rude|disrespect)/i,
    advice:
      "Trust the discomfort you're describing: respect, honesty and your freedom to say no are the baseline, not extras. Say calmly what isn't okay for you, and if it happens again, it's a sign to step back.",
  },
];

const PRESET_ADVICE: Record<CoachPresetId, string> = {
  'screenshot-advice':
    "Look at who asks the questions and who keeps the thread going. If they ask things back and build on what you said, interest is there. Reply to the most personal thing they shared with a question of your own.",
  'close-the-date':
    'Near the end, say one specific thing you enjoyed and then make a concrete plan: "I had a great time. Want to try that ramen place on Thursday?" Specific beats "we should do this again."',
  'ask-them-out':
    'Keep it short and specific so it is easy to say yes to: "I\'ve enjoyed talking. Fancy a coffee on Saturday afternoon?" Name a day and an activity, and make it easy for them to suggest another time.',
  'do-they-like-me':
    'Watch effort rather than words: do they start conversations, ask follow-up questions and make time for you? If you are still unsure, suggest a plan. Interested people find a way to say yes or offer another time.',
  'dm-opener':
    'Open with something specific to them and an easy question, like: "Your profile says you cook a mean curry. What\'s the dish you\'d make to impress someone?" Skip the compliments on looks.',
  'date-ideas':
    'Pick something that makes talking easy: a food market, a gallery with coffee after, a sunset walk, or a cooking class for two. Shared small tasks take the pressure off and give you something to laugh about.',
  'red-flags':
    'Real red flags are patterns of disrespect: pressure after a no, lies about small things, jealousy framed as love, or cutting you off from friends. Nerves, slow replies and awkward jokes are not red flags on their own.',
  'rizz-boost':
    "Charm is curiosity plus a little play. Ask a question nobody asks (\"What's a hill you'd die on?\"), listen properly, and tease gently about something they told you. Confidence is being glad to be there, not performing.",
};

const GENERAL =
  "Here's a good next step: be specific and be kind. Say what you enjoy about them, ask one real question, and when the conversation flows, suggest a simple plan with a day and a place. Tell me more about the situation and I'll get more specific.";

const IMAGE_NOTE = "I can't see images in offline mode, so tell me in a sentence what the screenshot shows. ";

export function localCoachReply(message: string, preset: CoachPresetId | null, hasImage: boolean): string {
  const situation = SITUATIONS.find((s) => s.words.test(message));
  const advice = situation?.advice ?? (preset ? PRESET_ADVICE[preset] : GENERAL);
  return hasImage ? `${IMAGE_NOTE}${advice}` : advice;
}

/** Streams a reply word by word, so the offline coach feels like the real one. */
export async function* streamWords(text: string, delayMs: number, signal: AbortSignal): AsyncIterable<string> {
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (const piece of pieces) {
    if (signal.aborted) return;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    yield piece;
  }
}
