import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './schema.js';
import * as extensionsAndAuth from './migrations/001-extensions-and-auth.js';
import * as daterSchema from './migrations/002-dater-schema.js';
import * as onboardingAnswers from './migrations/003-onboarding-answers.js';
import * as demoDaters from './migrations/004-demo-daters.js';
import * as jobs from './migrations/005-jobs.js';
import * as matching from './migrations/006-matching.js';
import * as reports from './migrations/007-reports.js';
import * as daterEmbeddings from './migrations/008-dater-embeddings.js';
import * as accountDeletion from './migrations/009-account-deletion.js';
import * as payments from './migrations/010-payments.js';
import * as cardImages from './migrations/011-card-images.js';
import * as affiliateLedger from './migrations/012-affiliate-ledger.js';
import * as daterTexts from './migrations/015-dater-texts.js';
import * as preferenceFit from './migrations/016-preference-fit.js';
import * as birthDate from './migrations/017-birth-date.js';
import * as essentials from './migrations/018-essentials.js';
import * as rateLimitHits from './migrations/019-rate-limit-hits.js';
import * as vectorFilterColumns from './migrations/020-vector-filter-columns.js';
import * as mutualReveal from './migrations/021-mutual-reveal.js';
import * as moderation from './migrations/022-moderation.js';
import * as meetingFeedback from './migrations/023-meeting-feedback.js';
import * as selfieVerification from './migrations/024-selfie-verification.js';
import * as reportPairHistory from './migrations/025-report-pair-history.js';
import * as moderatorDisplayNames from './migrations/027-moderator-display-names.js';
import * as homeCity from './migrations/028-home-city.js';
import * as settlingEssential from './migrations/029-settling-essential.js';
import * as vectorHomePosition from './migrations/030-vector-home-position.js';
import * as matchDigest from './migrations/034-match-digest.js';
import * as emailVerification from './migrations/035-email-verification.js';
import * as jobPriority from './migrations/036-job-priority.js';

/** Migrations are listed here, in order, so the built server needs no directory scan. */
const migrations: Record<string, Migration> = {
  '001-extensions-and-auth': extensionsAndAuth,
  '002-dater-schema': daterSchema,
  '003-onboarding-answers': onboardingAnswers,
  '004-demo-daters': demoDaters,
  '005-jobs': jobs,
  '006-matching': matching,
  '007-reports': reports,
  '008-dater-embeddings': daterEmbeddings,
  '009-account-deletion': accountDeletion,
  '010-payments': payments,
  '011-card-images': cardImages,
  '012-affiliate-ledger': affiliateLedger,
  '015-dater-texts': daterTexts,
  '016-preference-fit': preferenceFit,
  '017-birth-date': birthDate,
  '018-essentials': essentials,
  '019-rate-limit-hits': rateLimitHits,
  '020-vector-filter-columns': vectorFilterColumns,
  '021-mutual-reveal': mutualReveal,
  '022-moderation': moderation,
  '023-meeting-feedback': meetingFeedback,
  '024-selfie-verification': selfieVerification,
  '025-report-pair-history': reportPairHistory,
  '027-moderator-display-names': moderatorDisplayNames,
  '028-home-city': homeCity,
  '029-settling-essential': settlingEssential,
  '030-vector-home-position': vectorHomePosition,
  '034-match-digest': matchDigest,
  '035-email-verification': emailVerification,
  '036-job-priority': jobPriority,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration this version of the server knows, oldest first: a backup names the newest it holds. */
export const KNOWN_MIGRATIONS: readonly string[] = Object.keys(migrations).sort();

/**
 * Applies pending migrations. Safe to run on every start and from several processes at once:
 * Kysely's migrator holds a table lock while it works and skips what has already run.
 */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  // Migrations describe the schema as it was when written, so they see an untyped database.
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`.replace('  ', ' '), { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The newest migration the database has applied (Kysely records each in kysely_migration). */
export async function newestAppliedMigration(db: Kysely<DB>): Promise<string> {
  const row = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return row.rows[0]?.name ?? '';
}
