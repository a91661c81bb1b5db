import { describe, expect, it } from 'vitest';
import { staticCopy } from './reference-page.js';

const drawn = `<!DOCTYPE html><html lang="en"><head>
<script type="module" crossorigin src="/assets/main.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link rel="stylesheet" crossorigin href="/assets/main.css" media="all" data-deferred-style="">
<link rel="stylesheet" href="/assets/late.css" media="print" data-deferred-style>
<link rel="icon" href="/icon.svg">
</head><body><div id="root"><main><h1>Kindred</h1></main></div><script>window.x = 1;</script></body></html>`;

describe('staticCopy', () => {
  const copy = staticCopy(drawn);

  it('keeps the drawn content and drops every script and module preload', () => {
    expect(copy).toContain('<main><h1>Kindred</h1></main>');
    expect(copy).not.toMatch(/<script|modulepreload|window\.x/);
    expect(copy).toContain('<link rel="icon" href="/icon.svg">');
  });

  it('makes the deferred stylesheets plain blocking ones', () => {
    expect(copy).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css" media="all">');
    expect(copy).toContain('<link rel="stylesheet" href="/assets/late.css" media="all">');
    expect(copy).not.toContain('data-deferred-style');
  });

  it('has one doctype', () => {
    expect(copy.match(/<!doctype/gi)).toHaveLength(1);
  });
});
