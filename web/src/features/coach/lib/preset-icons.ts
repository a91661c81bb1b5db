import type { CoachPresetId } from '@kindred/contract';
import { CalendarHeart, Flag, Flame, HeartPulse, MessageCircleHeart, ScanSearch, Send, Wine, type LucideIcon } from 'lucide-react';

/** One picture per preset, so the row can be scanned without reading every title. */
export const PRESET_ICONS: Record<CoachPresetId, LucideIcon> = {
  'screenshot-advice': ScanSearch,
  'close-the-date': CalendarHeart,
  'ask-them-out': MessageCircleHeart,
  'do-they-like-me': HeartPulse,
  'dm-opener': Send,
  'date-ideas': Wine,
  'red-flags': Flag,
  'rizz-boost': Flame,
};
