import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { SEEDED_QUERIES_ID } from '../prerender/page-document';

/**
 * Starts the query cache from the answers a drawn page was drawn from (a shared card), so the
 * first render matches the page and asks the API nothing it already told us. A block that does
 * not parse is ignored: the screen then fetches as usual.
 *
 * The block is the server's `dehydrate(client)`, which holds only answered queries; each is set
 * with the time it was answered. That is what the library's `hydrate` does for them, without its
 * code on every screen's critical path.
 */
export function seedQueriesFromPage(client: QueryClient): void {
  const block = document.getElementById(SEEDED_QUERIES_ID);
  if (!block?.textContent) return;
  try {
    const { queries } = JSON.parse(block.textContent) as DehydratedState;
    for (const { queryKey, state } of queries) {
      if (state.status === 'success') client.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
    }
  } catch {
    // A damaged block costs one request, not the page.
  }
}
