import { hydrate, type QueryClient } from '@tanstack/react-query';
import { SEEDED_QUERIES_ID } from '../prerender/page-document';

/**
 * Starts the query cache from the answers a drawn page was drawn from (a shared card), so the
 * first render matches the page and asks the API nothing it already told us. A block that does
 * not parse is ignored: the screen then fetches as usual.
 */
export function seedQueriesFromPage(client: QueryClient): void {
  const block = document.getElementById(SEEDED_QUERIES_ID);
  if (!block?.textContent) return;
  try {
    hydrate(client, JSON.parse(block.textContent));
  } catch {
    // A damaged block costs one request, not the page.
  }
}
