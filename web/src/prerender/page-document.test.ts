import { DRAWN_PAGE_SCRIPTS_ID, DRAWN_PAGE_STARTER } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { DRAWN_ATTRIBUTE, ICON_PLACEHOLDER_ATTRIBUTE } from '../shared/lib/drawn-page-attributes';
import { SEEDED_QUERIES_ID } from '../shared/lib/seeded-queries-id';
import { fillDocument } from './page-document';

const template = `<!doctype html><html><head><meta charset="UTF-8" /><title>Kindred</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/schemas-2.js">
<link rel="stylesheet" crossorigin href="/assets/main.css" media="print" data-deferred-style>
    <link rel="icon" type="image/svg+xml" href="/icon.svg" />
  <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"><!--page-->
  <div class="boot">Loading…</div>
<!--/page--></div><noscript>x</noscript></body></html>`;

const page = { title: 'Sign in · Kindred', html: '<main><h1>Hello</h1></main>', queries: { queries: [] }, stylesheets: ['/assets/route.css'] };

describe('fillDocument', () => {
  it('puts the drawn markup in place of the splash and marks the root', () => {
    const html = fillDocument(template, page);
    expect(html).toContain(`<div id="root" ${DRAWN_ATTRIBUTE}><main><h1>Hello</h1></main></div>`);
    expect(html).not.toContain('Loading…');
    expect(html).toContain('<title>Sign in · Kindred</title>');
  });

  it('makes deferred stylesheets block paint again and links the route stylesheets', () => {
    const html = fillDocument(template, page);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css">');
    expect(html).not.toContain('data-deferred-style');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/route.css"></head>');
  });

  it('keeps the query cache outside the root, where hydration never sees it', () => {
    const html = fillDocument(template, page);
    expect(html).toContain(`</div><script type="application/json" id="${SEEDED_QUERIES_ID}">{"queries":[]}</script><noscript>`);
  });

  it('cannot be broken out of by text in the cache, such as a card name', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = fillDocument(template, { ...page, queries: { name: hostile } });
    const block = html.slice(html.indexOf(`id="${SEEDED_QUERIES_ID}">`));
    expect(block.indexOf('</script>')).toBe(block.indexOf('}</script>') + 1);
    expect(html).not.toContain('<script>alert(1)');
    const json = block.slice(block.indexOf('>') + 1, block.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ name: hostile });
  });

  it('escapes the title and keeps the template title when the page has none', () => {
    expect(fillDocument(template, { ...page, title: '<b>&' })).toContain('<title>&lt;b&gt;&amp;</title>');
    expect(fillDocument(template, { ...page, title: null })).toContain('<title>Kindred</title>');
  });

  it('a replacement pattern in the markup is written as it is', () => {
    expect(fillDocument(template, { ...page, html: '<p>$& $1 $$</p>' })).toContain('<p>$& $1 $$</p>');
  });

  it('holds the module script and preloads back until the page has painted', () => {
    const html = fillDocument(template, page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(html).toContain(
      `<template id="${DRAWN_PAGE_SCRIPTS_ID}"><script type="module" crossorigin src="/assets/main-1.js"></script><link rel="modulepreload" crossorigin href="/assets/schemas-2.js"><link rel="icon" type="image/svg+xml" href="/icon.svg" /><link rel="manifest" href="/manifest.webmanifest"></template><script>${DRAWN_PAGE_STARTER}</script></body>`,
    );
  });

  it('writes the stylesheets it can read into the page, and links the rest', () => {
    const sheets: Record<string, string> = { '/assets/main.css': '.a{color:red}', '/assets/route.css': '.b{}</style><script>x</script>' };
    const html = fillDocument(template, { ...page, stylesheetText: (href) => sheets[href] ?? null });
    expect(html).toContain('<style data-href="/assets/main.css">.a{color:red}</style>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/main.css">');
    // A sheet that could close the tag stays a link.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/route.css">');
    expect(html).not.toContain('<script>x</script>');
  });

  it('preloads the main picture at the top of the head, with its srcset and sizes', () => {
    const picture = '<img class="photo" src="/api/media/a.webp" srcSet="/api/media/a.webp?w=320 320w, /api/media/a.webp?w=640 640w" sizes="100vw" elementtiming="first-picture"/>';
    const html = fillDocument(template, { ...page, html: `<main><img src="/other.png"/>${picture}</main>` });
    expect(html).toContain(
      '<meta charset="UTF-8" /><link rel="preload" as="image" href="/api/media/a.webp" imagesrcset="/api/media/a.webp?w=320 320w, /api/media/a.webp?w=640 640w" imagesizes="100vw" fetchpriority="high"><title>',
    );
    // A page without a main picture preloads none.
    expect(fillDocument(template, page)).not.toContain('rel="preload"');
  });

  const starter = (html: string) => html.slice(html.indexOf(`<template id="${DRAWN_PAGE_SCRIPTS_ID}">`), html.indexOf('</template>'));

  it("preloads the route's own modules with the entry script, each once", () => {
    const html = fillDocument(template, { ...page, routeScripts: ['/assets/home-route-3.js', '/assets/schemas-2.js', '/assets/home-route-3.js'] });
    const scripts = starter(html);
    expect(scripts).toContain('<link rel="modulepreload" crossorigin href="/assets/schemas-2.js"><link rel="modulepreload" crossorigin href="/assets/home-route-3.js">');
    expect(scripts.split('home-route-3.js')).toHaveLength(2);
    expect(scripts.split('schemas-2.js')).toHaveLength(2);
  });

  it('tells the route loader which stylesheets the page already holds, with links that load nothing', () => {
    const sheets: Record<string, string> = { '/assets/main.css': '.a{}' };
    const html = fillDocument(template, { ...page, stylesheetText: (href) => sheets[href] ?? null });
    // Written into the page: marked with a disabled link, which the browser neither fetches nor applies.
    expect(starter(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css" disabled>');
    // Only linked: the page loads it itself, so no mark.
    expect(starter(html)).not.toContain('/assets/route.css');
  });

  it('names the manifest and the tab icon only once the scripts start, with an empty icon until then', () => {
    const html = fillDocument(template, page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('manifest');
    expect(head).not.toContain('/icon.svg');
    expect(head).toContain(`<link rel="icon" href="data:," ${ICON_PLACEHOLDER_ATTRIBUTE}>`);
    expect(starter(html)).toContain('<link rel="icon" type="image/svg+xml" href="/icon.svg" />');
    expect(starter(html)).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
});
