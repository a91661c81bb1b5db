// The time zone report alone, for the signed-in prompts' chunk: it leaves the Settings switch out.
export { TimeZoneReport } from './components/time-zone-report';
