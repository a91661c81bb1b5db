import { describe, expect, it } from 'vitest';
import { detectInstallPlatform, isRunningStandalone } from './platform';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidSamsung: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

describe('detectInstallPlatform', () => {
  it('sends every iPhone browser to the Share sheet', () => {
    expect(detectInstallPlatform(UA.iphoneSafari, 5)).toBe('ios');
    expect(detectInstallPlatform(UA.iphoneChrome, 5)).toBe('ios');
  });

  it('tells an iPad (which says Macintosh) from a Mac by its touch screen', () => {
    expect(detectInstallPlatform(UA.ipadOs, 5)).toBe('ios');
    expect(detectInstallPlatform(UA.ipadOs, 0)).toBe('other');
  });

  it('recognises Android browsers', () => {
    expect(detectInstallPlatform(UA.androidChrome, 5)).toBe('android');
    expect(detectInstallPlatform(UA.androidSamsung, 5)).toBe('android');
  });

  it('gives desktop browsers the generic steps', () => {
    expect(detectInstallPlatform(UA.desktopChrome)).toBe('other');
    expect(detectInstallPlatform(UA.desktopFirefox)).toBe('other');
    expect(detectInstallPlatform('')).toBe('other');
  });
});

describe('isRunningStandalone', () => {
  it('is true for the standalone display mode or Safari’s home-screen flag', () => {
    expect(isRunningStandalone(true, undefined)).toBe(true);
    expect(isRunningStandalone(false, true)).toBe(true);
    expect(isRunningStandalone(false, false)).toBe(false);
    expect(isRunningStandalone(false, undefined)).toBe(false);
  });
});
