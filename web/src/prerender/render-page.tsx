import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
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
 * Draws one public page on the server or at build time, so its first paint needs no script
 * (decision 023). The tree is the one main.tsx renders in the browser, with a static router in
 * place of the browser's: the same routes, guards and layouts, so hydration finds the same markup.
 * `seed` writes answers the caller already holds (a shared card) into the query cache first.
 */
export async function renderPage(url: string, seed?: (client: QueryClient) => void): Promise<RenderedPage> {
  const router = createStaticRouter(routes, url);
  await router.ready();
  const client = createQueryClient();
  seed?.(client);
  const html = renderToString(
    <StrictMode>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, queries: dehydrate(client) };
}
