// What the browser checks with from the contract's meeting-feedback.ts, as a module of its own (../contract-schemas).
export { meetingAnswerResponseSchema, meetingQuestionSchema } from '../../../../../contract/src/api/meeting-feedback';
