import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { DemoHomes } from './demo-homes.js';
import { homeCityColumns } from './home-city-columns.js';

/**
 * Gives every demo dater without a home city one in their own country (demo-homes.ts), so a
 * community seeded before home cities existed gets them at the next start. Demo daters search
 * anywhere: they never turn a newcomer away for distance, while a newcomer's own distance still
 * decides which of them the newcomer meets. Returns how many were placed.
 *
 * A demo dater whose country the gazetteer does not name keeps no city, and still searches anywhere.
 */
export async function placeDemoDaters(db: Kysely<DB>, loadHomes: () => Promise<DemoHomes>): Promise<number> {
  // Placed daters search anywhere (null), which also marks a dater whose country had no city as done.
  const unplaced = await db
    .selectFrom('profiles as p')
    .innerJoin('match_preferences as mp', 'mp.user_id', 'p.user_id')
    .select(['p.user_id', 'p.country'])
    .where('p.is_demo', '=', true)
    .where('p.home_city_id', 'is', null)
    .where('mp.max_distance_km', 'is not', null)
    .execute();
  // The gazetteer is read only when someone needs a city: on most starts, nobody does.
  if (unplaced.length === 0) return 0;
  const homes = await loadHomes();
  let placed = 0;
  await inTransaction(db, async (trx) => {
    for (const dater of unplaced) {
      const home = homes.homeFor(dater.user_id, dater.country);
      if (!home) continue;
      await trx.updateTable('profiles').set(homeCityColumns(home)).where('user_id', '=', dater.user_id).execute();
      placed += 1;
    }
    await trx.updateTable('match_preferences').set({ max_distance_km: null }).where('user_id', 'in', unplaced.map((d) => d.user_id)).execute();
  });
  return placed;
}
