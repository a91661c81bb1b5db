/**
 * How the explainer is shown. The server's Content-Security-Policy allows media only from our own
 * origin (and blob:), so a video on our origin plays in place, while one hosted elsewhere (a video
 * platform, a CDN) would be blocked: that becomes a poster that opens the video in a new tab. The
 * policy stays strict rather than trusting whatever host an operator configures.
 */
export type VideoPresentation = { kind: 'embed'; src: string } | { kind: 'link-out'; href: string; host: string } | { kind: 'poster' };

export function videoPresentation(url: string | null, appOrigin: string): VideoPresentation {
  if (!url) return { kind: 'poster' };
  let parsed: URL;
  try {
    parsed = new URL(url, appOrigin);
  } catch {
    return { kind: 'poster' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'poster' };
  if (parsed.origin === appOrigin) return { kind: 'embed', src: parsed.href };
  return { kind: 'link-out', href: parsed.href, host: parsed.hostname.replace(/^www\./, '') };
}
