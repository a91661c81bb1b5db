import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { SEEDED_QUERIES_ID } from '../shared/lib/seeded-queries-id';

/**
 * How long the answers a page was drawn from count as fresh. They are a few seconds old when the
 * page takes over; asking again at once would only repeat them, on the phone's busiest moment.
 */
const SEEDED_FRESH_MS = 30_000;

/**
 * Starts the query cache from the answers a drawn page was drawn from (a shared card, a dater's
 * matches), so the first render matches the page and asks the API nothing it already told us. A
 * block that does not parse is ignored: the screen then fetches as usual.
 *
 * The block is the server's `dehydrate(client)`, which holds only answered queries. Each is set
 * as answered now, and stays fresh for SEEDED_FRESH_MS unless a query's own options keep it
 * longer; once it is refetched, invalidated or changed it follows its usual rules again. That is
 * what the library's `hydrate` does for them, without its code on every screen's critical path.
 */
export function seedQueriesFromPage(client: QueryClient): void {
  const block = document.getElementById(SEEDED_QUERIES_ID);
  if (!block?.textContent) return;
  const seededAt = new Map<string, number>();
  try {
    const { queries } = JSON.parse(block.textContent) as DehydratedState;
    const now = Date.now();
    for (const { queryKey, state } of queries) {
      if (state.status !== 'success') continue;
      client.setQueryData(queryKey, state.data, { updatedAt: now });
      const query = client.getQueryCache().find({ queryKey, exact: true });
      if (query) seededAt.set(query.queryHash, now);
    }
  } catch {
    // A damaged block costs one request, not the page.
  }
  if (seededAt.size === 0) return;
  const defaults = client.getDefaultOptions();
  const freshWhileSeeded = (query: Query) => (seededAt.get(query.queryHash) === query.state.dataUpdatedAt ? SEEDED_FRESH_MS : 0);
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime: freshWhileSeeded } });
}
