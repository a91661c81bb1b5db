import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { deferredStyles } from './deferred-styles';

function transform(html: string, filename: string): string {
  const hook = deferredStyles().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { filename, path: '/' } as IndexHtmlTransformContext) as string;
}

const BUILT_HEAD = [
  '<script type="module" crossorigin src="/assets/main-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/button-b2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/button-c3.css">',
  '<link rel="stylesheet" crossorigin href="/assets/main-d4.css">',
].join('\n');

describe('deferred stylesheets in the built index.html', () => {
  it('downloads every stylesheet without blocking the first paint, marked for the app to apply', () => {
    const html = transform(BUILT_HEAD, '/repo/web/index.html');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/button-c3.css" media="print" data-deferred-style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-d4.css" media="print" data-deferred-style>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/button-b2.js">');
    expect(html.match(/data-deferred-style/g)).toHaveLength(2);
  });

  it('leaves the offline page, which has no script to apply them, and a sheet that names its own media', () => {
    expect(transform(BUILT_HEAD, '/repo/web/offline.html')).toBe(BUILT_HEAD);
    const ownMedia = '<link rel="stylesheet" href="/assets/print-e5.css" media="print">';
    expect(transform(ownMedia, '/repo/web/index.html')).toBe(ownMedia);
  });
});
