import { analyzeDater, CONCEPTS, type ConceptCategory } from './local-scorer/index.js';

/**
 * What a dater says about themselves, for a note without a model, told only through the local
 * analyser's theme words ("cooking", "live music"), never through their own. Their "About me" is
 * private text that must not reach another dater verbatim, so nothing of it is copied: it is only
 * read, and each concept it states outright (+1, said rather than implied) is named by the theme
 * we wrote for that concept.
 */

/**
 * Facts of a life rather than things someone enjoys (the essentials, drugs, politics). Read from
 * words alone they can be a misread, and a note does not assert an essential nobody confirmed.
 */
const NOT_FOR_NOTES: ReadonlySet<ConceptCategory> = new Set<ConceptCategory>([
  'smoking', 'drugs', 'drinking', 'children', 'faith', 'relationship', 'relocation', 'diet', 'politics',
]);

/** Below this weight a concept is a generic virtue everybody claims ("kindness", "having fun"). */
const SPECIFIC_WEIGHT = 1;
const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Whether a theme is already named by a shared theme: the same words, or inside one ("Into jazz and climbing"). */
function isShared(theme: string, shared: readonly string[]): boolean {
  const own = ` ${words(theme).join(' ')} `;
  return shared.some((s) => {
    const text = ` ${words(s).join(' ')} `;
    return text.includes(own) || own.includes(text);
  });
}

/**
 * The themes of what `about` says the dater is, does or loves. Themes the pair does not already
 * share rank before shared ones, and specific ones before generic ones; only the best of those
 * four groups is returned, in lexicon order, so a generic or repeated theme is named only when
 * nothing better is there. The composer names one or two. Empty when the analyser finds nothing
 * a note may name.
 */
export function selfThemes(about: string, shared: readonly string[] = []): string[] {
  if (!about.trim()) return [];
  const ranked: Array<{ theme: string; rank: number }> = [];
  const seen = new Set<string>();
  for (const entry of analyzeDater(about, '').about.entries) {
    const concept = CONCEPTS[entry.index];
    if (!entry.explicit || entry.stance !== 1 || !concept || concept.weight <= 0 || NOT_FOR_NOTES.has(concept.category)) continue;
    const theme = concept.theme.trim();
    if (!theme || seen.has(theme.toLowerCase())) continue;
    seen.add(theme.toLowerCase());
    const rank = (isShared(theme, shared) ? 2 : 0) + (concept.weight < SPECIFIC_WEIGHT ? 1 : 0);
    ranked.push({ theme, rank });
  }
  const best = Math.min(...ranked.map((r) => r.rank));
  return ranked.filter((r) => r.rank === best).map((r) => r.theme);
}
