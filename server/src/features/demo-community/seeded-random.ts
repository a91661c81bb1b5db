/**
 * A small seeded PRNG (mulberry32) and the drawing helpers the generator needs. The demo
 * community must come out identical for a given seed on every machine and every start, so
 * nothing here may touch Math.random.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    sample: (items, count) => random.shuffle(items).slice(0, count),
  };
  return random;
}

/** A stable 32-bit hash, so each dater can get its own stream (e.g. for its avatar) from its id. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Draws from a bank like dealing cards: every fragment is used once before any repeats. Across
 * 300+ daters this spreads the bank evenly, so no sentence turns into a recognisable refrain.
 */
export interface Deck<T> {
  /** The next item that passes `fits`, or any next item when none does. */
  draw(fits?: (item: T) => boolean): T;
}

export function createDeck<T>(random: Random, items: readonly T[]): Deck<T> {
  if (items.length === 0) throw new Error('a deck needs at least one item');
  let pile: T[] = [];
  const refill = () => {
    pile = random.shuffle(items);
  };
  return {
    draw(fits = () => true) {
      if (pile.length === 0) refill();
      let index = pile.findIndex(fits);
      if (index < 0) {
        // Everything left in this round misfits; a fresh round may hold a fitting item.
        const fresh = random.shuffle(items);
        const freshIndex = fresh.findIndex(fits);
        if (freshIndex >= 0) return fresh[freshIndex] as T;
        index = 0;
      }
      const [item] = pile.splice(index, 1);
      return item as T;
    },
  };
}
