import { BIO_SNIPPET_CHARS, blurredPictureKey, type MatchDetail, type MatchHandles, type MatchSummary } from '@kindred/contract';
import { shownDistanceKm } from '../home-city/home-position.js';
import type { MatchRow } from './browsing-repository.js';

const mediaUrl = (path: string | null) => (path ? `/api/media/${path}` : null);
/**
 * The other dater's photo and cover as this viewer may see them: the originals once the viewer has
 * unlocked the match, before that only their blurred copies, made by the server (decision 044).
 * The media route holds the same line, so the original's address gets a locked viewer nothing.
 */
const pictureUrl = (path: string | null, unlocked: boolean) => mediaUrl(path && !unlocked ? blurredPictureKey(path) : path);
const handle = (value: string) => (value.trim() === '' ? null : value.trim());

/** The card quote (docs/product.md#match-card): the bio's first 30 characters without control or broken characters. */
export function bioSnippet(bio: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = bio.replace(/[\u0000-\u001f\u007f\ufffd]/g, ' ').replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, BIO_SNIPPET_CHARS).join('').trim();
}

/** A timestamp as the contract sends it; PGlite may hand an aggregate's value back as text. */
const isoOrNull = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

/**
 * Mutual reveal (decision 039): the viewer unlocked a dater who shows their handles only to daters
 * they have unlocked too, and that dater has not unlocked the viewer yet. The viewer learns only
 * that they are waiting, never the setting itself, and only once they have unlocked.
 */
export function waitsForMutual(row: Pick<MatchRow, 'unlocked' | 'other_mutual_reveal' | 'unlocked_you_at'>): boolean {
  return Boolean(row.unlocked) && Boolean(row.other_mutual_reveal) && row.unlocked_you_at == null;
}

export function toHandles(row: { instagram: string; linkedin: string; calendly: string }): MatchHandles {
  return { instagram: handle(row.instagram), linkedin: handle(row.linkedin), calendly: handle(row.calendly) };
}

/**
 * A match card. Handles are filled in only when the caller passes them, which it does only for
 * unlocked matches, and the photo and cover are blurred copies until then: blindness is decided
 * here, on the server, not by the web app hiding fields or blurring pictures.
 */
export function toSummary(row: MatchRow, extra: { premium: boolean; locked: boolean; handles: MatchHandles | null }): MatchSummary {
  const waiting = waitsForMutual(row);
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    gender: row.gender,
    country: row.country,
    imageUrl: pictureUrl(row.image_path, Boolean(row.unlocked)),
    coverImageUrl: pictureUrl(row.cover_image_path, Boolean(row.unlocked)),
    bioSnippet: bioSnippet(row.bio),
    isPremium: extra.premium,
    selfieVerified: Boolean(row.selfie_verified),
    compatibilityScore: row.compatibility_score,
    matchNote: row.match_note,
    sharedThemes: row.shared_themes,
    isNew: row.is_new,
    isUnlocked: Boolean(row.unlocked),
    isLocked: extra.locked,
    // Checked here as well as by the caller: while waiting, no handle leaves whatever was passed in.
    // A demo dater has no social accounts (decision 047): nothing is sent that could name a real one.
    handles: waiting || row.is_demo ? null : extra.handles,
    matchedAt: row.matched_at.toISOString(),
    unlockedYouAt: isoOrNull(row.unlocked_you_at),
    waitingForMutual: waiting,
    isDemo: row.is_demo,
    homeCity: row.home_city_name,
    // Only the rounded figure leaves the server; neither dater's coordinates are even selected.
    distanceKm: row.distance_km === null ? null : shownDistanceKm(Number(row.distance_km)),
  };
}

export function toDetail(row: MatchRow, premium: boolean, handles: MatchHandles | null): MatchDetail {
  const summary = toSummary({ ...row, unlocked: true }, { premium, locked: false, handles });
  return { ...summary, isUnlocked: true, bio: row.bio };
}
