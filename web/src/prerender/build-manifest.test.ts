import { describe, expect, it } from 'vitest';
import { scriptsOf, stylesheetsOf, type BuildManifest } from './build-manifest';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/main-1.js', isEntry: true, css: ['assets/main-1.css'] },
  'src/app/routes/home-route.tsx': { file: 'assets/home-route-2.js', imports: ['index.html', '_card-3.js', '_icon-4.js'], css: ['assets/home-route-2.css'] },
  '_card-3.js': { file: 'assets/card-3.js', imports: ['_icon-4.js', 'src/app/routes/home-route.tsx'], css: ['assets/card-3.css'] },
  '_icon-4.js': { file: 'assets/icon-4.js' },
};

describe('the build manifest', () => {
  it("gives a lazy route's scripts and its static imports' once each, without the entry", () => {
    expect(scriptsOf(manifest, 'src/app/routes/home-route.tsx')).toEqual(['/assets/home-route-2.js', '/assets/card-3.js', '/assets/icon-4.js']);
  });

  it('gives its stylesheets in the order the browser applies them', () => {
    expect(stylesheetsOf(manifest, 'src/app/routes/home-route.tsx')).toEqual(['/assets/main-1.css', '/assets/card-3.css', '/assets/home-route-2.css']);
  });

  it('gives nothing for a module the build does not have', () => {
    expect(scriptsOf(manifest, 'src/app/routes/gone.tsx')).toEqual([]);
    expect(stylesheetsOf(manifest, 'src/app/routes/gone.tsx')).toEqual([]);
  });
});
