import type { Storage } from '../../adapters/storage/storage.js';
import { handleJob } from '../../jobs/job-kind.js';
import type { JobHandler } from '../../jobs/worker.js';
import { PURGE_ACCOUNT, type AccountRepository } from './account-repository.js';

/** Every storage prefix that holds one dater's files; each new kind of upload adds its folder here. */
export function daterStoragePrefixes(userId: string): string[] {
  return [`profiles/${userId}/`, `covers/${userId}/`, `coach/${userId}/`, `cards/${userId}/`, `selfies/${userId}/`];
}

/**
 * Purges a deleted account: files first, then the rows, so a failure part-way leaves the user row
 * for a retry to find. Every step is safe to repeat.
 */
export function accountJobHandlers(deps: { accounts: AccountRepository; storage: Storage }): Record<string, JobHandler> {
  return handleJob(PURGE_ACCOUNT, async (job) => {
    const { userId } = job.payload;
    for (const prefix of daterStoragePrefixes(userId)) await deps.storage.deletePrefix(prefix);
    await deps.accounts.purge(userId);
    return { purged: true };
  });
}
