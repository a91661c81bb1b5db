import type { preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/error-handler.js';
import { currentUser } from '../../http/session-guard.js';
import type { ModeratorRepository } from './moderator-repository.js';

/**
 * The console's guard, run after the session guard: a signed-in dater who is not a moderator gets
 * 403. The role is read from the database on every request, so revoking it holds at once.
 */
export function requireModerator(moderators: Pick<ModeratorRepository, 'isModerator'>): preHandlerAsyncHookHandler {
  return async (request) => {
    const user = currentUser(request);
    if (!(await moderators.isModerator(user.id))) {
      throw new HttpError(403, 'Only moderators can open the moderation console.', 'NOT_MODERATOR');
    }
  };
}
