import { ESSENTIALS, ESSENTIALS_TEXTS, essentialKeySchema, essentialLabel, essentialOptions, mustConsequence, type EssentialKey, type EssentialState } from '@kindred/contract';

/** How a row reads: both sides in words, and where they came from. */
export interface EssentialRowText {
  key: EssentialKey;
  label: string;
  /** "You: Don't smoke", or "You: not said". */
  you: string;
  /** "Partner: Don't smoke · Must", or "Partner: open" when any option will do. */
  partner: string;
  /** Some side was read from the dater's words and waits for their word. */
  understood: boolean;
  /** Everything known was set or confirmed by the dater. */
  confirmed: boolean;
  /** The dater's own words behind what was read, once each (both sides may quote one sentence). */
  quotes: string[];
  /** The reader proposed a must: it counts only once the dater keeps it. */
  proposedMust: boolean;
  /** What the must does, in plain words ("You won't see smokers, …"); null when there is no must. */
  consequence: string | null;
}

const STRENGTH_LABELS = { must: 'Must', nice: 'Nice to have' } as const;

/** "A", "A or B", "A, B or C": the partner side lists options any one of which is fine. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Options in the contract's order, whatever order they were chosen or stored in; unknown ones dropped. */
export function inOptionOrder(key: EssentialKey, values: readonly string[]): string[] {
  return essentialOptions(key).filter((option) => values.includes(option));
}

export function hasExtractedSide(state: EssentialState): boolean {
  return state.self.source === 'extracted' || state.need.source === 'extracted';
}

/** A must the reader proposed from the dater's words; until the dater keeps it, it is a nice-to-have. */
export function isProposedMust(state: EssentialState): boolean {
  return state.need.source === 'extracted' && state.need.strength === 'must' && state.need.values.length > 0;
}

export function essentialRowText(state: EssentialState): EssentialRowText {
  const { key, self, need } = state;
  const needed = inOptionOrder(key, need.values).map((value) => essentialLabel(key, value));
  const proposedMust = isProposedMust(state);
  const strength = proposedMust ? ESSENTIALS_TEXTS.proposedMust : STRENGTH_LABELS[need.strength];
  const understood = hasExtractedSide(state);
  const quotes = [self.source === 'extracted' ? self.quote : null, need.source === 'extracted' ? need.quote : null].filter(
    (quote): quote is string => Boolean(quote?.trim()),
  );
  return {
    key,
    label: ESSENTIALS[key].label,
    you: `You: ${self.value === null ? 'not said' : essentialLabel(key, self.value)}`,
    partner: needed.length === 0 ? 'Partner: open' : `Partner: ${orList(needed)} · ${strength}`,
    understood,
    confirmed: !understood && (self.source === 'confirmed' || need.source === 'confirmed'),
    quotes: [...new Set(quotes)],
    proposedMust,
    consequence: need.strength === 'must' && need.values.length > 0 ? mustConsequence(key, need.values) : null,
  };
}

/** Nothing at all is known yet: neither read from the answers nor set by the dater. */
export function nothingKnown(states: readonly EssentialState[]): boolean {
  return states.every((state) => state.self.source === null && state.need.source === null);
}

/** The `?essential=` search parameter, when it names an essential; anything else is ignored. */
export function essentialKeyFrom(param: string | null): EssentialKey | null {
  const parsed = essentialKeySchema.safeParse(param);
  return parsed.success ? parsed.data : null;
}
