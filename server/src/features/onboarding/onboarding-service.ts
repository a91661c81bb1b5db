import type { FastifyBaseLogger } from 'fastify';
import { ANSWER_MAX_LENGTH, answerTooShortText, BIO_MAX_LENGTH, ONBOARDING_TEXTS, profileQualityWarnings, type DaterTexts, type MatchGender, type OnboardingState, type QuestionNumber,
  type SessionUser } from '@kindred/contract';
import type { AiServices } from '../../adapters/ai/ai-services.js';
import { HttpError } from '../../http/error-handler.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { extractFirstName } from './name-extraction.js';
import { meteredModel } from './metered-model.js';
import { enqueueJob } from '../../jobs/job-kind.js';
import { REFINE_FIRST_NAME, REFINE_FIRST_NAME_JOB } from './onboarding-jobs.js';
import type { OnboardingRepository } from './onboarding-repository.js';

/** The two texts the matcher compares, from answers 2 and 3, trimmed as the profile stores them. */
export function daterTextsFromAnswers(aboutMe: string | null, hopeToMeet: string | null): DaterTexts {
  return { aboutMe: (aboutMe ?? '').trim().slice(0, ANSWER_MAX_LENGTH), hopeToMeet: (hopeToMeet ?? '').trim().slice(0, ANSWER_MAX_LENGTH) };
}

/** The bio an "About me" answer starts: whole words only, within the bio's limit. */
export function bioFromAboutMe(aboutMe: string): string {
  if (aboutMe.length <= BIO_MAX_LENGTH) return aboutMe;
  const cut = aboutMe.slice(0, BIO_MAX_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, BIO_MAX_LENGTH)).trim();
}

/** A 400 that says what to add, for an answer shorter than its question asks (ANSWER_MIN_LENGTHS). */
function requireLongEnough(question: QuestionNumber, text: string): void {
  const tooShort = answerTooShortText(question, text);
  if (tooShort) throw new HttpError(400, tooShort, 'ANSWER_TOO_SHORT');
}

export function oppositeGender(choice: MatchGender): MatchGender {
  return choice === 'male' ? 'female' : 'male';
}

/** The dater's daily AI allowance: false, and nothing taken, once it is used up. */
export type TakeAiQuota = (userId: string) => Promise<boolean>;

export function createOnboardingService(deps: {
  repository: OnboardingRepository;
  ai: AiServices;
  log: FastifyBaseLogger;
  takeAiQuota: TakeAiQuota;
  /** Called after the text changes; it does local work now and queues any provider call. */
  onPreferenceChanged: (userId: string) => Promise<void>;
  queue: JobQueue;
  nudgeWorker: () => void;
}) {
  const { repository, ai, log, takeAiQuota } = deps;
  const voice = ai.speechToText ? { available: true } : { available: false, reason: ONBOARDING_TEXTS.voiceUnavailable };

  return {
    async chooseGender(user: SessionUser, choice: MatchGender) {
      const gender = oppositeGender(choice);
      await repository.applyGenderChoice(user.id, gender, choice);
      return { gender, lookingFor: choice };
    },

    async state(user: SessionUser): Promise<OnboardingState> {
      const [answers, facts] = await Promise.all([repository.answers(user.id), repository.profileFacts(user.id)]);
      return {
        answers,
        voice,
        onboardingCompleted: facts?.onboarding_completed ?? false,
        profile: { name: facts?.name ?? '', aboutMe: facts?.about_me ?? '', hopeToMeet: facts?.hope_to_meet ?? '' },
      };
    },

    async saveAnswer(user: SessionUser, question: number, text: string) {
      requireLongEnough(question as QuestionNumber, text);
      await repository.saveAnswer(user.id, question, text);
      return { question, text };
    },

    /** Finishing: the name from question 1, the two texts from 2 and 3, and the completed flag. */
    async complete(user: SessionUser) {
      const answers = await repository.answers(user.id);
      if (!answers.q1 || !answers.q2 || !answers.q3) throw new HttpError(400, ONBOARDING_TEXTS.answersIncomplete, 'ANSWERS_INCOMPLETE');
      // Answers saved before the minimum existed are asked for again here, not refused by a search later.
      const tooShort = answerTooShortText(2, answers.q2) ?? answerTooShortText(3, answers.q3);
      if (tooShort) throw new HttpError(400, tooShort, 'ANSWERS_INCOMPLETE');
      const allowModel = () => takeAiQuota(user.id);
      // The model gets the interactive timeout (TaskModel's default for extraction). When it fails
      // the local rule answers now, and a job asks the model again later (onboarding-jobs.ts).
      let providerFailed = false;
      const name = await extractFirstName(answers.q1, ai.extraction && meteredModel(ai.extraction, allowModel), (reason, failed) => {
        providerFailed = failed;
        log.warn({ userId: user.id, reason }, 'first-name extraction fell back to the local rule');
      });
      const texts = daterTextsFromAnswers(answers.q2, answers.q3);
      await repository.complete(user.id, name, texts, bioFromAboutMe(texts.aboutMe));
      await deps.onPreferenceChanged(user.id);
      if (providerFailed) {
        await enqueueJob(deps.queue, REFINE_FIRST_NAME, { userId: user.id, payload: { provisionalName: name }, singletonKey: `${REFINE_FIRST_NAME_JOB}:${user.id}`, maxAttempts: 4 });
        deps.nudgeWorker();
      }
      const facts = await repository.profileFacts(user.id);
      const warnings = profileQualityWarnings({ name, age: facts?.age ?? null, gender: facts?.gender ?? null, hopeToMeet: texts.hopeToMeet });
      if (warnings.length > 0) log.warn({ userId: user.id, warnings }, 'profile quality warnings');
      return { name, onboardingCompleted: true as const };
    },

    /** The orb: a new "who I hope to meet" replaces answer 3 and the profile's text at once. */
    async adjustPreference(user: SessionUser, text: string) {
      requireLongEnough(3, text);
      const { hopeToMeet } = daterTextsFromAnswers(null, text);
      await repository.replaceHopeToMeet(user.id, hopeToMeet);
      await deps.onPreferenceChanged(user.id);
      return { hopeToMeet };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
