import { useReportTimeZone } from '../hooks/use-report-time-zone';

/** Renders nothing; reports the time zone when mounted among the signed-in prompts. */
export function TimeZoneReport() {
  useReportTimeZone();
  return null;
}
