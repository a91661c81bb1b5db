// "Did you meet?"'s public surface; the app composes it into home (app/routes/home-meeting-feedback.tsx).
export { MeetingFeedbackCard } from './components/meeting-feedback-card';
