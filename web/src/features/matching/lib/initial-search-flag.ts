/** The local flag of docs/product.md#home: once set, home never sends this browser to /searching on its own again. */
const INITIAL_SEARCH_FLAG_KEY = 'initialSearchDone';

// Storage can be unavailable (blocked, private modes); remembering in memory still prevents a loop.
let rememberedInMemory = false;

export function isInitialSearchDone(): boolean {
  if (rememberedInMemory) return true;
  try {
    return window.localStorage.getItem(INITIAL_SEARCH_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markInitialSearchDone(): void {
  rememberedInMemory = true;
  try {
    window.localStorage.setItem(INITIAL_SEARCH_FLAG_KEY, 'true');
  } catch {
    // Memory alone is enough for this visit.
  }
}
