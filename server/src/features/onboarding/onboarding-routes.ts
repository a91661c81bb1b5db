import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerRequestSchema,
  answerResponseSchema,
  apiErrorSchema,
  completeOnboardingResponseSchema,
  genderChoiceRequestSchema,
  genderChoiceResponseSchema,
  onboardingStateSchema,
  preferenceDescriptionRequestSchema,
  preferenceDescriptionResponseSchema,
  questionParamsSchema,
} from '@kindred/contract';
import { currentUser } from '../../http/session-guard.js';
import type { OnboardingService } from './onboarding-service.js';
import { perDaterLimit } from '../../http/per-dater-limit.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService; perMinute: number }> = async (app, { onboarding, perMinute }) => {
  // Finishing and the orb can call the AI provider (name extraction, embeddings) on every request,
  // so they are counted per dater like the other AI routes (security invariant 5).
  const aiLimited = perDaterLimit(perMinute);

  app.get(
    '/api/onboarding',
    { schema: { tags: ['onboarding'], summary: 'Saved answers and whether voice is available', response: { 200: onboardingStateSchema, ...errors } } },
    async (request) => onboarding.state(currentUser(request)),
  );

  app.post(
    '/api/onboarding/gender',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Who the dater wants to match with; sets their own gender to the opposite and resets their profile',
        body: genderChoiceRequestSchema,
        response: { 200: genderChoiceResponseSchema, ...errors },
      },
    },
    async (request) => onboarding.chooseGender(currentUser(request), request.body.choice),
  );

  app.put(
    '/api/onboarding/answers/:question',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Stores the answer to voice question 1, 2 or 3',
        params: questionParamsSchema,
        body: answerRequestSchema,
        response: { 200: answerResponseSchema, ...errors },
      },
    },
    async (request) => onboarding.saveAnswer(currentUser(request), request.params.question, request.body.text),
  );

  app.post(
    '/api/onboarding/complete',
    {
      config: aiLimited,
      schema: {
        tags: ['onboarding'],
        summary: 'Derives the name and preference description and marks onboarding complete',
        response: { 200: completeOnboardingResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => onboarding.complete(currentUser(request)),
  );

  app.put(
    '/api/profile/preference-description',
    {
      config: aiLimited,
      schema: {
        tags: ['onboarding'],
        summary: 'Replaces "who I hope to meet" and recomposes the preference description',
        body: preferenceDescriptionRequestSchema,
        response: { 200: preferenceDescriptionResponseSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => onboarding.adjustPreference(currentUser(request), request.body.text),
  );
};
