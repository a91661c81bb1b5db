// The match digest feature's public surface; the app composes from here only.
export { MatchDigestSetting } from './components/match-digest-setting';
export { TimeZoneReport } from './components/time-zone-report';
