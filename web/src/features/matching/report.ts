// The report dialog as an entry of its own, for screens outside matching that lead to it: "Did you
// meet?" on home opens it when something made the dater uncomfortable (app/routes/home-meeting-feedback.tsx).
export { forgetMatch } from './api/match-cache';
export { ReportMatchDialog } from './components/report-match-dialog';
