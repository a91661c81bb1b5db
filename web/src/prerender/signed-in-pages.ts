import { AsyncLocalStorage } from 'node:async_hooks';
import { PRODUCT_NAME } from '@kindred/contract';
import { hashKey, type DehydratedState, type QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { createQueryClient } from '../app/query-client';
import { birthDateQueryOptions } from '../features/birth-date/api/birth-date';
import { routes } from '../app/router';
import { emailVerificationQueryOptions } from '../features/email-verification/api/email-verification-state';
import { essentialsQueryOptions } from '../features/essentials/api/essentials';
import { matchesQueryOptions } from '../features/matching/api/get-matches';
import { unlockStatusQueryOptions } from '../features/matching/api/get-unlock-status';
import { preferencesQueryOptions } from '../features/preferences/api/get-preferences';
import { profileQueryOptions } from '../features/profile/api/get-profile';
import { meQueryOptions } from '../features/session/api/get-me';
import { myCardQueryOptions } from '../features/share-card/api/get-my-card';
import { subscriptionQueryOptions } from '../features/subscription/api/get-subscription';
import { chooseApiTransport, type ApiTransport } from '../shared/api/http';
import { matchRoutes } from '../shared/routing';
import { fillDocument } from './page-document';
import { scriptsOf, type BuildManifest } from './build-manifest';
import { drawnPageStylesheets } from './drawn-stylesheets';
import { renderPage } from './render-page';
import { ROUTE_MODULES } from './route-modules';

/** The signed-in screens the server draws with the dater's own answers (decision 031). */
export type SignedInPageKind = 'home' | 'profile';

interface SignedInPageSpec {
  title: string;
  /** The lazy modules on the screen's route, whose stylesheets the page needs and whose scripts it preloads. */
  routeModules: string[];
  /** The answers the screen draws from; the page is drawn only when every one of them arrives. */
  queries: () => FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>[];
  /** Whether the answers describe a screen worth drawing here, rather than a redirect or a search. */
  drawable: (client: QueryClient) => boolean;
}

const asFetch = <T>(options: T) => options as unknown as FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

const PAGES: Record<SignedInPageKind, SignedInPageSpec> = {
  home: {
    title: `Your Matches · ${PRODUCT_NAME}`,
    routeModules: [ROUTE_MODULES.sessionGuards, ROUTE_MODULES.signedInLayout, ROUTE_MODULES.tabLayout, ROUTE_MODULES.home],
    // The address's state decides whether home offers a search and shows the banner (decision 054).
    queries: () => [meQueryOptions(), matchesQueryOptions(), unlockStatusQueryOptions(), profileQueryOptions, preferencesQueryOptions(), emailVerificationQueryOptions()].map(asFetch),
    // With no match yet, home sends a dater's first visit to the search, which the browser decides.
    drawable: (client) => (client.getQueryData(matchesQueryOptions().queryKey)?.length ?? 0) > 0,
  },
  profile: {
    title: `Profile · ${PRODUCT_NAME}`,
    routeModules: [ROUTE_MODULES.sessionGuards, ROUTE_MODULES.signedInLayout, ROUTE_MODULES.tabLayout, ROUTE_MODULES.profile, ROUTE_MODULES.profileSlots],
    queries: () =>
      [meQueryOptions(), profileQueryOptions, preferencesQueryOptions(), myCardQueryOptions(), subscriptionQueryOptions(), essentialsQueryOptions(), birthDateQueryOptions()].map(
        asFetch,
      ),
    drawable: () => true,
  },
};

/** Which signed-in screen the server can draw for a path, or null. */
export function signedInPageKind(pathname: string): SignedInPageKind | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.path;
  if (leaf === '/home') return 'home';
  if (leaf === '/profile') return 'profile';
  return null;
}

// The renderer's requests go through the transport of the render in progress: each render runs in
// its own async context, so two daters' pages drawn at the same time never share an answer.
const renderTransport = new AsyncLocalStorage<ApiTransport>();
let transportChosen = false;

function routeRequestsThroughRender(): void {
  if (transportChosen) return;
  transportChosen = true;
  chooseApiTransport(() => {
    const transport = renderTransport.getStore();
    if (!transport) throw new Error('An API request was made outside a signed-in page render');
    return transport;
  });
}

export interface SignedInPageRequest {
  /** The built index.html. */
  template: string;
  manifest: BuildManifest;
  kind: SignedInPageKind;
  /** The path with its query. */
  url: string;
  /** Answers an API request as the dater whose page this is (the server's own routes, in-process). */
  fetchApi: ApiTransport;
  stylesheetText?: (href: string) => string | null;
}

/**
 * The whole HTML document of a signed-in screen, drawn from the dater's own answers, or null when
 * the screen should not be drawn here: an answer failed (no session, the API refused), the dater
 * has not finished onboarding (the browser sends them on), or home has no match yet.
 */
export async function renderSignedInPage({ template, manifest, kind, url, fetchApi, stylesheetText }: SignedInPageRequest): Promise<string | null> {
  routeRequestsThroughRender();
  const spec = PAGES[kind];
  const answers = createQueryClient();
  // Which API read answered each query, so the page can name it (see withSources).
  const sources = new Map<string, string>();
  const fetched = await Promise.all(
    spec.queries().map((options) => {
      const recording: ApiTransport = (path, init) => {
        sources.set(hashKey(options.queryKey), path);
        return fetchApi(path, init);
      };
      return renderTransport.run(recording, () => answers.fetchQuery({ ...options, retry: false })).then(() => true, () => false);
    }),
  );
  if (fetched.includes(false)) return null;
  const me = answers.getQueryData(meQueryOptions().queryKey);
  if (!me?.onboardingCompleted || me.ageStatus !== 'adult' || !spec.drawable(answers)) return null;

  const page = await renderPage(`http://kindred.local${url}`, (client) => {
    for (const query of answers.getQueryCache().getAll()) client.setQueryData(query.queryKey, query.state.data);
  });
  const linked = (href: string) => template.includes(`href="${href}"`);
  const stylesheets = drawnPageStylesheets(manifest, spec.routeModules, page.html, stylesheetText).filter((href) => !linked(href));
  const routeScripts = spec.routeModules.flatMap((module) => scriptsOf(manifest, module));
  return fillDocument(template, { title: spec.title, html: page.html, queries: withSources(page.queries as DehydratedState, sources), stylesheets, stylesheetText, routeScripts });
}

/**
 * Each seeded query names the API read it came from. These answers reach the browser inside the
 * page, never through the service worker, so the worker keeps them under those addresses when it
 * keeps the page: a screen drawn offline from the app shell (the profile, after home was loaded)
 * then finds what the dater saw, as if it had asked the API itself.
 */
function withSources(state: DehydratedState, sources: Map<string, string>) {
  return { ...state, queries: state.queries.map((query) => ({ ...query, path: sources.get(query.queryHash) })) };
}
