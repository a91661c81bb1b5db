import { FREE_MONTHLY_UNLOCKS } from '@kindred/contract';
import { CreditCard, Crown, HeartHandshake, KeyRound, ShieldCheck, Sparkles, Trash2, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface HelpTopic {
  id: string;
  title: string;
  points: { icon: LucideIcon; title: string; body: string }[];
}

/**
 * The Help page's answers. Each says only what the product does (docs/product.md and its
 * companions); change the rule and this text together.
 */
export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'matching',
    title: 'How matching works',
    points: [
      {
        icon: Sparkles,
        title: 'Three questions, then matches',
        body:
          'You answer three short questions, out loud or by typing. We read what matters to you from your own words, show you what we understood so you can correct it, and then look for people whose answers fit yours.',
      },
      {
        icon: HeartHandshake,
        title: 'Blind, and no swiping',
        body: 'Each match comes with a compatibility percentage and a short note on why you might get on. Matches are listed best fit first. Their social handles appear only once you unlock them.',
      },
    ],
  },
  {
    id: 'unlocks',
    title: 'Unlocks',
    points: [
      {
        icon: KeyRound,
        title: `${FREE_MONTHLY_UNLOCKS} free unlocks a month`,
        body:
          `Unlocking a match shows you their social handles, the only way to reach them. Free members have ${FREE_MONTHLY_UNLOCKS} unlocks each calendar month; they start again on the 1st. A match you unlocked stays unlocked.`,
      },
    ],
  },
  {
    id: 'premium',
    title: 'Premium',
    points: [
      {
        icon: Crown,
        title: 'What Premium adds',
        body: 'Unlimited unlocks, the Premium badge on your profile, and the dating coach. Your profile shows the plan and its price before you pay.',
      },
      {
        icon: CreditCard,
        title: 'Cancelling',
        body: 'Cancel Plan on your profile stops the renewal. Premium lasts until the end of the period you paid for. Deleting your account cancels a renewing plan straight away.',
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety',
    points: [
      {
        icon: ShieldCheck,
        title: 'Reporting someone',
        body:
          'Report a match from its menu. The two of you are separated for good, and they are not told who reported them. Reports are read by people. The Safety Centre explains how to meet safely.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account and data',
    points: [
      {
        icon: UserRound,
        title: 'Your data',
        body: 'Settings has "Download my data", a file of everything we hold about you, and lets you change your e-mail address and password.',
      },
      {
        icon: Trash2,
        title: 'Deleting your account',
        body: 'Delete Account in Settings removes your account and everything that belongs to it. It cannot be undone, and you are signed out on every device.',
      },
    ],
  },
];
