/** Brand glyphs drawn simply (lucide ships no brand marks); decorative, the link text names them. */
export function InstagramGlyph({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="5.5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.4" cy="6.6" r="1.2" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function LinkedInGlyph({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <rect x="2.5" y="2.5" width="19" height="19" rx="4" fill="currentColor" />
      <g fill="var(--glyph-cutout, #fff)">
        <rect x="6.2" y="10" width="2.6" height="7.8" rx="0.4" />
        <circle cx="7.5" cy="7.1" r="1.55" />
        <path d="M10.9 10h2.5v1.15c.45-.75 1.45-1.35 2.75-1.35 2.1 0 3.05 1.3 3.05 3.55v4.45h-2.6v-4.05c0-1.1-.4-1.75-1.35-1.75-1 0-1.75.7-1.75 1.9v3.9h-2.6z" />
      </g>
    </svg>
  );
}
