import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest that makes Kindred installable. Colours are the light theme's tokens
 * (docs/design-tokens.md): `--color-bg` cream for the splash screen and the title bar. Icons come
 * from web/public/icon.svg through scripts/make-pwa-icons.ts; the screenshots are real app screens
 * taken by the e2e journeys at the phone size the app is designed for.
 */
export const pwaManifest: Partial<ManifestOptions> = {
  id: '/home',
  name: 'Kindred',
  short_name: 'Kindred',
  description: 'Blind dating, matched by AI. Tell us who you are and who you hope to meet, and be the first to meet your match.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#fbf3ec',
  background_color: '#fbf3ec',
  categories: ['lifestyle', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    { src: '/screenshots/matches.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Your matches, one full-screen story at a time' },
    { src: '/screenshots/match-note.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'A personal note on why you two might click' },
  ],
};
