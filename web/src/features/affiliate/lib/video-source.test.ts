import { describe, expect, it } from 'vitest';
import { videoPresentation } from './video-source';

const ORIGIN = 'https://kindred.example';

describe('explainer video presentation', () => {
  it('shows a poster when no video is configured', () => {
    expect(videoPresentation(null, ORIGIN)).toEqual({ kind: 'poster' });
  });

  it('plays a video from our own origin in place, which the media policy allows', () => {
    expect(videoPresentation('https://kindred.example/media/explainer.mp4', ORIGIN)).toEqual({ kind: 'embed', src: 'https://kindred.example/media/explainer.mp4' });
  });

  it('links out to a video elsewhere, which the media policy would block', () => {
    expect(videoPresentation('https://www.youtube.com/watch?v=abc', ORIGIN)).toEqual({ kind: 'link-out', href: 'https://www.youtube.com/watch?v=abc', host: 'youtube.com' });
    expect(videoPresentation('http://kindred.example/x.mp4', ORIGIN).kind).toBe('link-out');
  });

  it('never turns a script URL into a link', () => {
    expect(videoPresentation('javascript:alert(1)', ORIGIN)).toEqual({ kind: 'poster' });
  });
});
