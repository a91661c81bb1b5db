import type { Compilable, CompiledQuery, QueryResult } from 'kysely';

/** The database or a transaction: anything that runs a compiled query. */
interface QueryRunner {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/**
 * A query of fixed shape built and compiled by Kysely once, then run with new values: the feed
 * runs on every visit to the home screen, and building the same query each time cost as much CPU
 * as the rest of the feed's own code. `build` receives stand-ins, one per argument, and each
 * stand-in's place in the compiled parameters is filled with the argument on every run.
 */
export function compileOnce<Args extends readonly string[], Row>(arity: Args['length'], build: (...standIns: Args) => Compilable<Row>) {
  const standIns = Array.from({ length: arity }, (_, index) => `\u0000kindred-argument-${index}\u0000`) as unknown as Args;
  const compiled = build(...standIns).compile();
  const slots = compiled.parameters.map((value) => standIns.indexOf(value as string));
  if (slots.filter((slot) => slot >= 0).length === 0 && arity > 0) throw new Error('compileOnce: the query does not use its arguments.');
  return async (executor: QueryRunner, ...args: Args): Promise<Row[]> => {
    const parameters = compiled.parameters.map((value, index) => (slots[index]! >= 0 ? args[slots[index]!] : value));
    const query: CompiledQuery<Row> = { ...compiled, parameters };
    return (await executor.executeQuery(query)).rows;
  };
}
