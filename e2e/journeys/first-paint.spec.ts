import type { Page, Route } from '@playwright/test';
import { FORGOT_PASSWORD_LINK, TEXTS } from '@kindred/contract';
import { checkScreen, expect, test } from '../support/fixtures';
import { CARDS_DRAWN_ON_APPROACH, newcomerWithMatches } from '../support/matches';

// Browser-side code is passed as strings: this project's Node typecheck has no DOM types.
const FIRST_CONTENTFUL_PAINT = "performance.getEntriesByName('first-contentful-paint').length";
const DEFERRED_MEDIA = "Array.from(document.querySelectorAll('link[rel=stylesheet][data-deferred-style]')).map((link) => link.media)";

// A page the server does not draw (any signed-in screen) starts from index.html's splash.
test('the splash paints before the stylesheets arrive, and the first screen waits for them', async ({ page }) => {
  const styles = await holdRequests(page, '**/assets/*.css');

  await page.goto('/home', { waitUntil: 'commit' });
  // Every stylesheet of index.html is asked for, and none has arrived.
  await expect.poll(() => styles.held()).toBeGreaterThan(0);
  await expect(page.getByRole('status').getByText('Loading…')).toBeVisible();
  // A render-blocking stylesheet would hold every paint; the splash's own inline styles are enough.
  await expect.poll(() => page.evaluate(FIRST_CONTENTFUL_PAINT)).toBe(1);
  // The screen (login, as this visitor has no session) is not drawn without its styles.
  await page.waitForTimeout(500);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
  const deferred = (await page.evaluate(DEFERRED_MEDIA)) as string[];
  expect(deferred.length).toBeGreaterThan(0);
  expect(new Set(deferred)).toEqual(new Set(['print']));

  await styles.release();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  expect(await page.evaluate(DEFERRED_MEDIA)).toEqual(deferred.map(() => 'all'));
  await checkScreen(page, 'login-after-held-styles');
});

/** Resolves with the largest contentful paint so far: its element's tag and text, and its time. */
const LARGEST_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    resolve({ tag: entry.element ? entry.element.tagName : null, text: entry.element ? entry.element.textContent.trim().slice(0, 40) : null, time: entry.startTime });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/** Holds the requests matching `glob` until `release`, so a test can look at a page without them. */
async function holdRequests(page: Page, glob: string): Promise<{ held(): number; release(): Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(glob, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    held: () => held.length,
    async release() {
      holding = false;
      for (const route of held) await route.continue();
    },
  };
}

/** Every script answers empty, so none runs, without the console errors a refused request logs. */
const noScripts = (route: Route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });

test('the login page is drawn by the server: its largest paint needs no script, and hydration keeps it', async ({ page }) => {
  // No script at all: the page is whole, styled and its largest paint happens.
  await page.route('**/*.js', noScripts);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<div id="root" data-drawn>');
  await expect(page.getByRole('heading', { name: 'Sign in or create your account' })).toBeAttached();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  const withoutScript = (await page.evaluate(LARGEST_PAINT)) as { tag: string; text: string };
  expect(withoutScript.tag).not.toBeNull();
  await checkScreen(page, 'login-drawn-without-script');

  // With the scripts held back, mark the drawn nodes; once they run, React must have adopted
  // those nodes (hydration), not drawn new ones over them.
  await page.unrouteAll({ behavior: 'wait' });
  const scripts = await holdRequests(page, '**/*.js');
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  const withScript = (await page.evaluate(LARGEST_PAINT)) as { tag: string; text: string };
  expect(withScript).toMatchObject({ tag: withoutScript.tag, text: withoutScript.text });
  await page.evaluate("window.drawnForm = document.querySelector('form')");
  await scripts.release();
  // The form now answers: a wrong e-mail is refused by the app's own validation, in place.
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate("window.drawnForm === document.querySelector('form')")).toBe(true);
  expect(await page.title()).toBe('Sign in · Kindred');
});

test('an unknown page is a drawn 404, and a signed-in screen is never drawn for a visitor without a session', async ({ page }) => {
  await page.route('**/*.js', noScripts);
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText(TEXTS.notFound)).toBeVisible();
  await expect(page.getByRole('link', { name: TEXTS.notFoundLink })).toBeVisible();
  expect(await missing?.text()).toContain('data-drawn');

  const home = await page.goto('/home');
  expect(home?.status()).toBe(200);
  expect(await home?.text()).not.toContain('data-drawn');
  // A cookie that names no session is no better than none.
  const forged = await page.request.get('/home', { headers: { cookie: 'better-auth.session_token=forged.value' } });
  expect(await forged.text()).not.toContain('data-drawn');
});

/** The answers a drawn page carries to the browser, by query key. */
async function seededAnswers(html: string): Promise<Map<string, unknown>> {
  const block = /<script type="application\/json" id="kindred-queries">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{"queries":[]}';
  const { queries } = JSON.parse(block) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  return new Map(queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
}

test('home and profile are drawn by the server for their own dater, never kept by a cache, and hydration adopts them', async ({ page }) => {
  await newcomerWithMatches(page, 'Zola');
  const apiMatches = ((await (await page.request.get('/api/matches')).json()) as { matches: { id: string }[] }).matches;

  // No script at all: home is whole, with this dater's own matches, as the API gives them.
  await page.route('**/*.js', noScripts);
  const home = await page.goto('/home');
  expect(home?.headers()['cache-control']).toBe('private, no-store');
  const html = (await home?.text()) ?? '';
  expect(html).toContain('<div id="root" data-drawn>');
  const seeded = await seededAnswers(html);
  expect((seeded.get('["matches","list"]') as { id: string }[]).map((match) => match.id)).toEqual(apiMatches.map((match) => match.id));
  const cards = page.getByRole('list', { name: 'Matches' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
  await checkScreen(page, 'home-drawn-without-script');

  const profile = await page.goto('/profile');
  expect(profile?.headers()['cache-control']).toBe('private, no-store');
  expect(await profile?.text()).toContain('data-drawn');
  // The plan card is drawn from a part the screen loads lazily: its styles came with the page.
  const plan = page.getByRole('heading', { name: 'Your plan' });
  await expect(plan).toBeVisible();
  await expect(plan).toHaveCSS('text-transform', 'uppercase');
  await expect(page.getByText('Zola').first()).toBeVisible();
  await checkScreen(page, 'profile-drawn-without-script');

  // Stories come from a lazy part too: drawn without script, they are styled, menu at the top right.
  await page.goto('/home?view=stories');
  const storiesMenu = await page.getByRole('button', { name: 'Stories menu' }).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(storiesMenu?.y).toBeLessThan(100);
  expect(storiesMenu?.x).toBeGreaterThan(width / 2);
  await checkScreen(page, 'stories-drawn-without-script');

  // With the scripts held back, mark the drawn list; once they run, React must have adopted it,
  // every card follows at idle, and a card answers a tap.
  await page.unrouteAll({ behavior: 'wait' });
  const scripts = await holdRequests(page, '**/*.js');
  await page.goto('/home', { waitUntil: 'commit' });
  await expect(cards.first()).toBeVisible();
  await page.evaluate("window.drawnList = document.querySelector('ul[aria-label=Matches]')");
  await scripts.release();
  await expect(cards).toHaveCount(apiMatches.length);
  expect(await page.evaluate("window.drawnList === document.querySelector('ul[aria-label=Matches]')")).toBe(true);
  // Only the two cards of the first screen rise into place; the others arrive still, below the
  // fold, where an entrance nobody sees would only keep the phone drawing frames.
  expect(apiMatches.length).toBeGreaterThan(2);
  expect(await page.evaluate(CARD_ENTRANCES)).toBe(2);
  // Below them, the browser draws a card only as it nears the screen: the first two are drawn now.
  expect(await page.evaluate(CARDS_DRAWN_ON_APPROACH)).toEqual(apiMatches.map((_, index) => index >= 2));
  // Every preload the drawn page held back went into the head, a few at a time.
  await expect.poll(() => page.evaluate(PRELOADS_LEFT_IN_TEMPLATE)).toBe(0);
  await cards.first().getByRole('button', { name: /^Unlock / }).click();
  await expect(page).toHaveURL(/\/match-view\?id=/);

  // On a fresh load, the scripts are asked for only once the page has painted and, when the first
  // match has a photo (a demo dater may have none), once that photo is on screen.
  await page.goto('/home');
  await expect.poll(async () => ((await page.evaluate(PAINT_AND_FIRST_SCRIPT)) as { scripts: number }).scripts).toBeGreaterThan(0);
  const { paint, firstScript } = (await page.evaluate(PAINT_AND_FIRST_SCRIPT)) as { paint: number | null; firstScript: number };
  expect(firstScript).toBeGreaterThan(paint ?? Number.POSITIVE_INFINITY);
  const hasMainPicture = (await page.locator('img[elementtiming="first-picture"]').count()) > 0;
  const photoOnScreen = hasMainPicture ? ((await page.evaluate(MAIN_PICTURE_PAINTED)) as number | null) : paint;
  expect(photoOnScreen).not.toBeNull();
  expect(firstScript).toBeGreaterThan(photoOnScreen ?? Number.POSITIVE_INFINITY);
});

/** How many of the preloads a drawn page holds in its template are not in the head yet. */
const PRELOADS_LEFT_IN_TEMPLATE = `(() => {
  const held = [...(document.getElementById('kindred-scripts')?.content.querySelectorAll('link[rel=modulepreload]') ?? [])].map((link) => link.getAttribute('href'));
  const inHead = new Set([...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')));
  return held.filter((href) => !inHead.has(href)).length;
})()`;

/** How many cards of the match list carry an entrance animation (a finished one stays listed). */
const CARD_ENTRANCES = "document.getAnimations().filter((animation) => animation.animationName?.includes('item-in') && animation.effect?.target?.closest('ul[aria-label=Matches]')).length";

/** When the page's main picture (elementtiming "first-picture") was reported on screen, or null. */
const MAIN_PICTURE_PAINTED = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntries().find((one) => one.identifier === 'first-picture');
    resolve(entry ? entry.renderTime || entry.loadTime : null);
  }).observe({ type: 'element', buffered: true });
  setTimeout(() => resolve(null), 2000);
})`;

/** When the first paint happened, and when the first script was asked for, in the page's own clock. */
const PAINT_AND_FIRST_SCRIPT = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
  return { paint: paint ? paint.startTime : null, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length };
})()`;

const HYDRATED_FORM = "Object.keys(document.querySelector('input[name=email]') ?? {}).some((key) => key.startsWith('__reactProps'))";

/** The stylesheets a drawn page wrote into itself, by the path each was read from. */
const WRITTEN_SHEETS = /<style data-href="(\/assets\/[^"]+\.css)">/g;

test('a drawn page downloads nothing twice, and its manifest and icon wait for its scripts', async ({ page }) => {
  await newcomerWithMatches(page, 'Ines');
  const apiMatches = ((await (await page.request.get('/api/matches')).json()) as { matches: unknown[] }).matches;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  const home = await page.goto('/home');
  const html = (await home?.text()) ?? '';
  const head = html.slice(0, html.indexOf('</head>'));
  // Until the scripts start, the head names neither the manifest nor an icon the browser would fetch.
  expect(head).not.toContain('rel="manifest"');
  expect(head).toContain('<link rel="icon" href="data:," data-until-started>');
  const written = [...html.matchAll(WRITTEN_SHEETS)].map((match) => match[1]);
  expect(written.length).toBeGreaterThan(1);

  // Started: every card is in, and the route's code has run.
  await expect(page.getByRole('list', { name: 'Matches' }).getByRole('article')).toHaveCount(apiMatches.length);
  await expect(page.locator('#root[data-started]')).toHaveCount(1);
  // The route's stylesheets are in the page already: loading the route asks for none of them again.
  expect(requested.filter((path) => written.includes(path))).toEqual([]);
  // The app's manifest and icon are in place for installing, and the empty icon is gone.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icon.svg');
  // The first script asked for is the entry's; the manifest only came after it.
  const firstScript = requested.findIndex((path) => path.endsWith('.js'));
  const manifest = requested.indexOf('/manifest.webmanifest');
  expect(firstScript).toBeGreaterThan(-1);
  if (manifest !== -1) expect(manifest).toBeGreaterThan(firstScript);
});

test('a drawn page asks for its scripts only after it has painted, and they still start', async ({ page }) => {
  for (const path of ['/', '/no-such-page']) {
    await page.goto(path);
    // Hydrated: the app's own script has taken over the drawn page.
    await expect.poll(() => page.evaluate("document.querySelectorAll('script[type=module]').length")).toBeGreaterThan(0);
    await expect.poll(async () => ((await page.evaluate(PAINT_AND_FIRST_SCRIPT)) as { scripts: number }).scripts).toBeGreaterThan(0);
    const timing = (await page.evaluate(PAINT_AND_FIRST_SCRIPT)) as { paint: number | null; firstScript: number };
    expect(timing.paint).not.toBeNull();
    expect(timing.firstScript).toBeGreaterThan(timing.paint ?? Number.POSITIVE_INFINITY);
  }
  // And the app runs: once React has adopted the drawn form, it answers with its own validation.
  await page.goto('/');
  await expect.poll(() => page.evaluate(HYDRATED_FORM)).toBe(true);
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
});

test('what a visitor types before the scripts start is kept, and nothing is sent until they run', async ({ page }) => {
  const scripts = await holdRequests(page, '**/*.js');
  await page.goto('/');
  await page.getByLabel('E-mail').fill('early@kindred.example');
  await page.getByLabel('Password', { exact: true }).fill('typed-before-the-script');
  // Every button waits for the app, looking as it will: no tap is lost and no form leaves by itself.
  for (const name of ['Continue', 'Sign in with Apple', 'Sign in with Google']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  }
  await page.getByLabel('Password', { exact: true }).press('Enter');
  expect(page.url()).not.toContain('early');

  await scripts.release();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await expect(page.getByLabel('E-mail')).toHaveValue('early@kindred.example');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('typed-before-the-script');
});

test('a visitor who scrolled the drawn page before its scripts started stays where they were, and a link there still works', async ({ page }) => {
  const scripts = await holdRequests(page, '**/*.js');
  await page.goto('/');
  // The sign-in page is taller than a phone: its last link sits below the fold.
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const scrolled = (await page.evaluate('window.scrollY')) as number;
  expect(scrolled).toBeGreaterThan(0);

  await scripts.release();
  await expect(page.locator('#root[data-started]')).toHaveCount(1);
  // Starting the app does not throw the page back to the top under the visitor's thumb.
  expect(await page.evaluate('window.scrollY')).toBe(scrolled);
  await page.getByRole('link', { name: FORGOT_PASSWORD_LINK }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
