import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { createStaticRouter, RouterProvider } from '../shared/routing';

export interface RenderedPage {
  /** The markup for `#root`, drawn by the same components the browser then hydrates. */
  html: string;
  /** The query cache the markup was drawn from, for the browser to start with (see seeded-queries.ts). */
  queries: unknown;
}

/**
 * Draws one page on the server, so its first paint needs no script
 * (decision 023). The tree is the one main.tsx renders in the browser, with a static router in
 * place of the browser's: the same routes, guards and layouts, so hydration finds the same markup.
 * `seed` writes answers the caller already holds (a shared card) into the query cache first.
 */
export async function renderPage(url: string, seed?: (client: QueryClient) => void): Promise<RenderedPage> {
  const router = createStaticRouter(routes, url);
  await router.ready();
  const client = createQueryClient();
  seed?.(client);
  // Waits for every part the screen loads lazily (profile's plan card, home's prompts), so the page
  // holds the whole screen rather than their loaders; the browser hydrates each once its code is in.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
    // Every part written in place: React would otherwise move large parts to the end of the page,
    // to be put in place by an inline script, which our content security policy does not run.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), queries: dehydrate(client) };
}
