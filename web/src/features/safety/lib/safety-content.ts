import { Banknote, BellRing, Car, Coffee, EyeOff, Flag, Gavel, Handshake, Hourglass, KeyRound, MapPin, Scale, ShieldAlert, UsersRound, Video, type LucideIcon } from 'lucide-react';

/** One point of a section: an icon, a short title and a sentence or two, in our own words. */
export interface SafetyPoint {
  icon: LucideIcon;
  title: string;
  body: string;
}

export interface SafetySection {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  points: SafetyPoint[];
}

/**
 * What the safety centre says (docs/product-safety.md). Kept apart from the layout so the words can
 * be read, and changed, in one place.
 */
export const SAFETY_SECTIONS: SafetySection[] = [
  {
    id: 'unlocks',
    eyebrow: 'Before you say hi',
    title: 'How unlocks work',
    lead: 'Kindred stays blind until you choose someone. An unlock shows you the handles they shared, so you can say hi where they are.',
    points: [
      {
        icon: KeyRound,
        title: 'One tap, one side',
        body: "You don't have to wait for them to unlock you first. That's how Kindred works unless you change it.",
      },
      {
        icon: BellRing,
        title: 'They are told',
        body: 'Nobody is unlocked in secret. The person you unlock sees that you did, and when, so a hello from you never comes out of the blue.',
      },
      {
        icon: Handshake,
        title: 'Only when it is mutual, if you prefer',
        body:
          'Turn on "Show my handles only to matches I have unlocked too" and your handles stay hidden until you have unlocked that person as well. Their unlock still counts; they see they are waiting for you.',
      },
    ],
  },
  {
    id: 'meeting',
    eyebrow: 'The date itself',
    title: 'Meeting safely',
    lead: 'Most first dates are simply lovely. A few habits keep them that way.',
    points: [
      { icon: MapPin, title: 'Meet in public', body: 'A busy coffee shop, a park in daylight, a place you know. Not their home or yours, at least for the first few dates.' },
      { icon: UsersRound, title: 'Tell a friend', body: 'Share who you\'re meeting, where and when. A quick "home safe" message afterwards is a habit worth keeping.' },
      { icon: Car, title: 'Make your own way', body: 'Get there and back on your own terms, so you can leave whenever you want to.' },
      { icon: Video, title: 'Video call first', body: 'A few minutes on a call tells you a lot, and shows they are the person in the photos.' },
      { icon: Banknote, title: "Don't send money", body: 'Nobody you are getting to know needs money, gift cards or crypto from you, whatever the story. Being asked is a reason to report.' },
    ],
  },
  {
    id: 'reporting',
    eyebrow: 'If something feels wrong',
    title: 'How to report',
    lead: 'Trust the feeling. You never need proof to tell us.',
    points: [
      {
        icon: Flag,
        title: "From the match's menu",
        body: 'Open the match, tap the menu and choose Report. Pick a reason and, if you like, tell us what happened. They are removed from your matches for good, and are not told who reported them.',
      },
      {
        icon: Coffee,
        title: 'After a date',
        body: 'A few days after an unlock we may ask, privately, whether you met. If anything made you uncomfortable, you can report straight from there.',
      },
      { icon: ShieldAlert, title: 'In danger right now?', body: 'Call your local emergency number first. Then tell us, so we can act on our side.' },
    ],
  },
  {
    id: 'moderation',
    eyebrow: 'Behind the scenes',
    title: 'What our moderators do',
    lead: 'Every report is read by a person on our team, never decided by a machine alone.',
    points: [
      {
        icon: Hourglass,
        title: 'Oldest reports first',
        body: 'Moderators work through reports in the order they came in, with what they need to judge fairly: the reason, your words, both public profiles and how the match came about.',
      },
      { icon: Gavel, title: 'Warn, suspend or ban', body: 'They can dismiss a report, warn someone, suspend them for a number of days, or ban them. A banned e-mail cannot sign up again.' },
      {
        icon: EyeOff,
        title: 'Hidden while we look',
        body: 'Someone reported by two established daters (accounts over a week old that finished signing up) is hidden from new searches until a moderator decides.',
      },
      { icon: Scale, title: 'One appeal', body: 'Anyone warned, suspended or banned can appeal once, from the notice they see. A moderator reads every appeal.' },
    ],
  },
];
