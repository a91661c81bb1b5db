/**
 * The id of the JSON block that carries a drawn page's query cache to the browser. In a module of
 * its own so the service worker, which reads the block from the pages it keeps, carries nothing else.
 */
export const SEEDED_QUERIES_ID = 'kindred-queries';

/** A dehydrated query in that block; `path` names the API read it was answered by, when the page was drawn from one. */
export interface SeededQuery {
  state: { status: string; data?: unknown };
  path?: string;
}
