import { describe, expect, it } from 'vitest';
import type { BuildManifest } from './build-manifest';
import { drawnPageStylesheets } from './drawn-stylesheets';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/main-1.js', isEntry: true, css: ['assets/main-1.css'] },
  'src/app/routes/home-route.tsx': {
    file: 'assets/home-route-2.js',
    imports: ['index.html', '_card-3.js'],
    dynamicImports: ['src/features/stories/stories.tsx', 'src/features/dialogs/dialog.tsx'],
    css: ['assets/home-route-2.css'],
  },
  '_card-3.js': { file: 'assets/card-3.js', dynamicImports: ['src/features/banner/banner.tsx'], css: ['assets/card-3.css'] },
  'src/features/stories/stories.tsx': { file: 'assets/stories-5.js', imports: ['_card-3.js'], dynamicImports: ['src/features/stories/deck.tsx'], css: ['assets/stories-5.css'] },
  'src/features/stories/deck.tsx': { file: 'assets/deck-6.js', css: ['assets/deck-6.css'] },
  'src/features/dialogs/dialog.tsx': { file: 'assets/dialog-7.js', css: ['assets/dialog-7.css'] },
  'src/features/banner/banner.tsx': { file: 'assets/banner-8.js', css: ['assets/banner-8.css'] },
};

const css: Record<string, string> = {
  '/assets/main-1.css': '._button_sh01_1{border:0}',
  '/assets/card-3.css': '._card_cc_1{padding:0}',
  '/assets/home-route-2.css': '._list_zz_1{margin:0}',
  '/assets/stories-5.css': '._stories_ab12_1{position:fixed;inset:0}._topBar_ab12_9{position:absolute}',
  '/assets/deck-6.css': '._deck_cd34_1{display:flex}',
  '/assets/dialog-7.css': '._dialog_ef56_1{margin:auto;background:url(/assets/shade.woff2)}._button_sh01_1{border:0}',
  '/assets/banner-8.css': '._banner_gh78_1{padding:1rem;line-height:1.5}',
};
const read = (href: string) => css[href] ?? null;
const home = ['src/app/routes/home-route.tsx'];

describe('the stylesheets of a drawn page', () => {
  it("are the route's own when the page holds no lazy part", () => {
    expect(drawnPageStylesheets(manifest, home, '<main class="_list_zz_1"><p>Hi</p></main>', read)).toEqual(['/assets/main-1.css', '/assets/card-3.css', '/assets/home-route-2.css']);
  });

  it("add each lazy part the server drew, at any depth, after the route's own", () => {
    const html = '<section class="_stories_ab12_1 x"><div class="_deck_cd34_1"></div></section><div class="_banner_gh78_1">';
    expect(drawnPageStylesheets(manifest, home, html, read)).toEqual([
      '/assets/main-1.css',
      '/assets/card-3.css',
      '/assets/home-route-2.css',
      '/assets/banner-8.css',
      '/assets/stories-5.css',
      '/assets/deck-6.css',
    ]);
  });

  it("read a class from the markup's class attributes only, never from its text or a file name", () => {
    const html = '<p>_dialog_ef56_1 woff2</p><img src="/assets/shade.woff2" alt="">';
    expect(drawnPageStylesheets(manifest, home, html, read)).not.toContain('/assets/dialog-7.css');
  });

  it('leave out a lazy stylesheet whose only class in the markup is a shared one the route styles already', () => {
    expect(drawnPageStylesheets(manifest, home, '<button class="_button_sh01_1">Go</button>', read)).not.toContain('/assets/dialog-7.css');
  });

  it('link a lazy stylesheet the server cannot read, rather than risk an unstyled part', () => {
    const unreadable = (href: string) => (href === '/assets/dialog-7.css' ? null : read(href));
    expect(drawnPageStylesheets(manifest, home, '<main></main>', unreadable)).toEqual(['/assets/main-1.css', '/assets/card-3.css', '/assets/home-route-2.css', '/assets/dialog-7.css']);
  });
});
