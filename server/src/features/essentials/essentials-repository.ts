import { sql, type Kysely } from 'kysely';
import { ESSENTIAL_KEYS, type DaterTexts, type EssentialKey, type EssentialUpdate } from '@kindred/contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { DaterEssentialTable } from '../../db/schema/matching.js';
import { textsHash } from '../dater-texts/dater-texts.js';
import { textsHashSql } from '../dater-texts/dater-texts-repository.js';
import type { EssentialSides } from './essential-fit.js';
import type { ReadEssentials } from './local-essentials.js';

export type EssentialRow = Pick<DaterEssentialTable, 'essential' | 'self_value' | 'self_source' | 'self_quote' | 'need_source' | 'need_quote'> & {
  need_values: string[];
  need_strength: 'must' | 'nice';
};

const COLUMNS = ['essential', 'self_value', 'self_source', 'self_quote', 'need_values', 'need_strength', 'need_source', 'need_quote'] as const;

/** Keeps a confirmed side and takes the newly read one otherwise: a dater's word always wins. */
function keepConfirmed<T>(side: 'self' | 'need', column: string) {
  return sql<T>`case when dater_essentials.${sql.raw(`${side}_source`)} = 'confirmed' then dater_essentials.${sql.raw(column)} else excluded.${sql.raw(column)} end`;
}

/** A dater's essentials as matching reads them (no quotes): for the searcher's filters and rank. */
export async function readEssentialSides(db: Kysely<DB>, userId: string): Promise<EssentialSides[]> {
  const rows = await db.selectFrom('dater_essentials').select(COLUMNS).where('user_id', '=', userId).execute();
  return rows.map(toSides);
}

/**
 * One row as matching reads it. A must counts only once the dater confirmed it (decision 048): a
 * must the reader proposed from their words, not yet kept, is a nice-to-have, in the filters and
 * in the rank alike.
 */
export function toSides(row: Pick<EssentialRow, 'essential' | 'self_value' | 'self_source' | 'need_values' | 'need_strength' | 'need_source'>): EssentialSides {
  const strength = row.need_source === 'confirmed' ? row.need_strength : 'nice';
  return { key: row.essential as EssentialKey, self: row.self_value, selfSource: row.self_source, need: row.need_values, strength, needSource: row.need_source };
}

/** Each candidate's essentials as one JSON array column of the candidate query, aliased `p`. */
export const CANDIDATE_ESSENTIALS_COLUMN = sql`coalesce((select json_agg(json_build_object(
    'essential', e.essential, 'self_value', e.self_value, 'self_source', e.self_source,
    'need_values', e.need_values, 'need_strength', e.need_strength, 'need_source', e.need_source))
  from dater_essentials e where e.user_id = p.user_id), '[]'::json) as essentials`;

/** Both sides of one essential as the dater answered them: confirmed, quotes dropped. */
async function confirmOne(db: Kysely<DB>, userId: string, key: EssentialKey, update: EssentialUpdate): Promise<EssentialRow> {
  const values = {
    user_id: userId,
    essential: key,
    self_value: update.self,
    self_source: 'confirmed' as const,
    self_quote: null,
    need_values: update.need,
    need_strength: update.strength,
    need_source: 'confirmed' as const,
    need_quote: null,
  };
  const { user_id: _user, essential: _key, ...changes } = values;
  return db
    .insertInto('dater_essentials')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'essential']).doUpdateSet({ ...changes, updated_at: new Date() }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function createEssentialsRepository(db: Kysely<DB>) {
  return {
    async read(userId: string): Promise<EssentialRow[]> {
      return db.selectFrom('dater_essentials').select(COLUMNS).where('user_id', '=', userId).execute();
    },

    /** The dater's own answer for one essential: both sides confirmed, quotes dropped. */
    async confirm(userId: string, key: EssentialKey, update: EssentialUpdate): Promise<EssentialRow> {
      return confirmOne(db, userId, key, update);
    },

    /** Several answers at once ("Looks good"): all are saved, or none. */
    async confirmMany(userId: string, answers: ReadonlyArray<{ key: EssentialKey; update: EssentialUpdate }>): Promise<void> {
      await inTransaction(db, async (trx) => {
        for (const { key, update } of answers) await confirmOne(trx, userId, key, update);
      });
    },

    /**
     * What was read from the dater's texts, for every essential at once: a side the dater
     * confirmed is kept, every other side takes the new reading (or is emptied when the new text
     * no longer says it). Records which texts were read, in the same transaction.
     */
    async applyRead(userId: string, texts: DaterTexts, read: ReadEssentials, extractor: string): Promise<void> {
      const rows = ESSENTIAL_KEYS.map((key) => {
        const found = read[key];
        return {
          user_id: userId,
          essential: key,
          self_value: found?.self?.value ?? null,
          self_source: found?.self ? ('extracted' as const) : null,
          self_quote: found?.self?.quote ?? null,
          need_values: found?.need?.values ?? [],
          need_strength: found?.need?.strength ?? ('nice' as const),
          need_source: found?.need ? ('extracted' as const) : null,
          need_quote: found?.need?.quote ?? null,
        };
      });
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('dater_essentials')
          .values(rows)
          .onConflict((oc) =>
            oc.columns(['user_id', 'essential']).doUpdateSet({
              self_value: keepConfirmed<string | null>('self', 'self_value'),
              self_quote: keepConfirmed<string | null>('self', 'self_quote'),
              self_source: keepConfirmed<'extracted' | 'confirmed' | null>('self', 'self_source'),
              need_values: keepConfirmed<string[]>('need', 'need_values'),
              need_strength: keepConfirmed<'must' | 'nice'>('need', 'need_strength'),
              need_quote: keepConfirmed<string | null>('need', 'need_quote'),
              need_source: keepConfirmed<'extracted' | 'confirmed' | null>('need', 'need_source'),
              updated_at: new Date(),
            })
          )
          .execute();
        await trx
          .insertInto('dater_essentials_reads')
          .values({ user_id: userId, source_hash: textsHash(texts), extractor })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ source_hash: textsHash(texts), extractor, updated_at: new Date() }))
          .execute();
      });
    },

    /** Finished daters whose essentials were never read, or were read from texts since changed. */
    async stale(limit: number): Promise<Array<{ userId: string; texts: DaterTexts }>> {
      const rows = await db
        .selectFrom('profiles as p')
        .leftJoin('dater_essentials_reads as r', 'r.user_id', 'p.user_id')
        .select(['p.user_id', 'p.about_me', 'p.hope_to_meet'])
        .where('p.onboarding_completed', '=', true)
        .where('p.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('r.user_id', 'is', null), eb('r.source_hash', '<>', textsHashSql('p'))]))
        .limit(limit)
        .execute();
      return rows.map((r) => ({ userId: r.user_id, texts: { aboutMe: r.about_me, hopeToMeet: r.hope_to_meet } }));
    },

    /** Which texts were last read, and by which reader; null before the first reading. */
    async lastRead(userId: string): Promise<{ sourceHash: string; extractor: string } | null> {
      const row = await db.selectFrom('dater_essentials_reads').select(['source_hash', 'extractor']).where('user_id', '=', userId).executeTakeFirst();
      return row ? { sourceHash: row.source_hash, extractor: row.extractor } : null;
    },

    async texts(userId: string): Promise<DaterTexts | null> {
      const row = await db.selectFrom('profiles').select(['about_me', 'hope_to_meet']).where('user_id', '=', userId).executeTakeFirst();
      return row ? { aboutMe: row.about_me, hopeToMeet: row.hope_to_meet } : null;
    },
  };
}

export type EssentialsRepository = ReturnType<typeof createEssentialsRepository>;
