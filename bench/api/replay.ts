/**
 * Runs a recorded plan again, statement for statement, as the bare handler's whole job: the
 * product's SQL text with its parameters, through `pg` or straight into PGlite, and nothing
 * else. Statements the product ran inside a transaction run inside one here too.
 */
import type { Param, Plan, RecordedStatement, RequestValues } from './record-queries.js';

export interface Rows {
  rows: unknown[];
}
export type Query = (sql: string, params: unknown[]) => Promise<Rows>;

/** The database side of the bare handler: `pg.Pool` for PostgreSQL, the PGlite instance for embedded. */
export interface Executor {
  query: Query;
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Unit = { transaction: false; statement: RecordedStatement } | { transaction: true; statements: RecordedStatement[] };

const isBegin = (sql: string) => /^\s*begin\b/i.test(sql);
const isEnd = (sql: string) => /^\s*(commit|rollback)\b/i.test(sql);

/**
 * Groups a recording into what runs alone and what runs as a transaction. The executor opens
 * and closes transactions itself, so the recorded begin and commit are dropped. Statements the
 * product sent in parallel (Promise.all) run one after another: a bare handler as plainly
 * written, and on a saturated server the order changes nothing in throughput.
 */
function toUnits(statements: readonly RecordedStatement[]): Unit[] {
  const units: Unit[] = [];
  const open = new Map<number, RecordedStatement[]>();
  for (const statement of statements) {
    const inTransaction = open.get(statement.connection);
    if (isBegin(statement.sql)) {
      const body: RecordedStatement[] = [];
      open.set(statement.connection, body);
      units.push({ transaction: true, statements: body });
    } else if (inTransaction && isEnd(statement.sql)) {
      open.delete(statement.connection);
    } else if (inTransaction) {
      inTransaction.push(statement);
    } else {
      units.push({ transaction: false, statement });
    }
  }
  return units;
}

function bind(param: Param, carried: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(param)) return param.map((p) => bind(p, carried));
  if (typeof param === 'string') return carried.get(param) ?? param;
  if (param !== null && typeof param === 'object') return new Date();
  return param;
}

/**
 * Runs one statement. When the request has values of its own (the dater and the match to
 * unlock), ids that came out of earlier results are carried into later parameters too, so an
 * unlock of match B reads B's other dater, not the recorded one's.
 */
async function runStatement(query: Query, statement: RecordedStatement, carried: Map<string, string>, out: unknown[][]): Promise<void> {
  const result = await query(statement.sql, statement.params.map((p) => bind(p, carried)));
  out.push(result.rows);
  if (carried.size === 0) return;
  const live = result.rows[0] as Record<string, unknown> | undefined;
  for (const [column, recorded] of Object.entries(statement.firstRow)) {
    const value = live?.[column];
    if (typeof value === 'string' && value !== recorded) carried.set(recorded, value);
  }
}

export interface Replayer {
  /** Runs the plan for one request and returns every statement's rows. */
  run(values?: RequestValues): Promise<unknown[][]>;
  statementCount: number;
}

export function replayer(plan: Plan, executor: Executor): Replayer {
  const units = toUnits(plan.statements);
  return {
    statementCount: plan.statements.filter((s) => !isBegin(s.sql) && !isEnd(s.sql)).length,
    async run(values = {}) {
      const carried = new Map<string, string>();
      for (const key of ['match', 'dater'] as const) {
        const recorded = plan.variables[key];
        const given = values[key];
        if (recorded !== undefined && given !== undefined && given !== recorded) carried.set(recorded, given);
      }
      const out: unknown[][] = [];
      for (const unit of units) {
        if (!unit.transaction) await runStatement(executor.query, unit.statement, carried, out);
        else {await executor.transaction(async (query) => {
            for (const statement of unit.statements) await runStatement(query, statement, carried, out);
          });}
      }
      return out;
    },
  };
}
