import { useEffect } from 'react';
import { getMatchDigestSettings, updateMatchDigestSettings } from '../api/match-digest-settings';

/** Reported once per visit: a time zone changes when the dater travels, not between screens. */
const REPORTED_KEY = 'kindred.timeZoneReported';

/** The browser's IANA time zone, or null where it cannot tell. */
function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Saves the browser's time zone for the daily new-match e-mail, so it arrives in the dater's own
 * evening, when it differs from the one the server holds. A failure changes nothing: the e-mail
 * is then timed by the zone saved before, or by UTC.
 */
export function useReportTimeZone() {
  useEffect(() => {
    const zone = browserTimeZone();
    if (!zone || window.sessionStorage.getItem(REPORTED_KEY) === zone) return;
    const controller = new AbortController();
    getMatchDigestSettings(controller.signal)
      .then(async (settings) => {
        if (settings.timeZone !== zone) await updateMatchDigestSettings({ timeZone: zone });
        window.sessionStorage.setItem(REPORTED_KEY, zone);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not save the time zone for new-match e-mails', error);
      });
    return () => controller.abort();
  }, []);
}
