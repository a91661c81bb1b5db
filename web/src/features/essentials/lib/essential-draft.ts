import type { EssentialKey, EssentialSeen, EssentialState, EssentialUpdate } from '@kindred/contract';
import { inOptionOrder, isProposedMust } from './essential-text';

/** The editor's working copy of one essential. */
export interface EssentialDraft {
  key: EssentialKey;
  /** One option, or null for "Prefer not to say". */
  self: string | null;
  /** Acceptable options in a partner; none means open to anyone. */
  need: string[];
  /** The dater's wish for a must; it only counts while some option is chosen. */
  must: boolean;
}

export function draftOf(state: EssentialState): EssentialDraft {
  return { key: state.key, self: state.self.value, need: inOptionOrder(state.key, state.need.values), must: state.need.strength === 'must' };
}

/** Turns one partner option on or off, keeping the contract's order. */
export function toggleNeed(draft: EssentialDraft, option: string): EssentialDraft {
  const need = draft.need.includes(option) ? draft.need.filter((value) => value !== option) : [...draft.need, option];
  return { ...draft, need: inOptionOrder(draft.key, need) };
}

/** A must needs something to require: with no option chosen the switch is off and saved as nice. */
export function mustApplies(draft: EssentialDraft): boolean {
  return draft.must && draft.need.length > 0;
}

export function updateOf(draft: EssentialDraft): EssentialUpdate {
  return { self: draft.self, need: draft.need, strength: mustApplies(draft) ? 'must' : 'nice' };
}

/**
 * "Looks good" or "Looks right": the values as shown, sent back so the server marks both sides
 * confirmed. A must the reader proposed is kept only when the dater tapped "Keep this must";
 * a must already confirmed stays one.
 */
export function seenOf(state: EssentialState, keepMust: boolean): EssentialSeen {
  const must = state.need.strength === 'must' && state.need.values.length > 0 && (keepMust || !isProposedMust(state));
  return { key: state.key, self: state.self.value, need: inOptionOrder(state.key, state.need.values), keepMust: must };
}
