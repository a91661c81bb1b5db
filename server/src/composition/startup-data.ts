import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.js';
import { seedDemoCommunity } from '../features/demo-community/seed-demo-community.js';
import { createDemoHomes } from '../features/home-city/demo-homes.js';
import { loadGazetteerPlaces } from '../features/home-city/gazetteer-file.js';
import type { Matching } from './matching.js';
import type { Repositories } from './repositories.js';

/**
 * Brings what the matcher reads up to date before the server answers: the demo community when it
 * is on, concept vectors and essentials read from texts that changed while the server was down,
 * and the embedding index; the provider embeddings follow in the background.
 */
export async function prepareMatchingData(deps: {
  config: AppConfig;
  repositories: Pick<Repositories, 'demoCommunity' | 'demoHomes'>;
  matching: Pick<Matching, 'vectors' | 'essentials' | 'embeddings'>;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { config, matching, log } = deps;
  const community = deps.repositories.demoCommunity;
  if (config.demoCommunity.enabled) {
    await seedDemoCommunity({ community, dataDir: config.dataDir, count: config.demoCommunity.size, log });
    // Each demo dater lives in a large city of their own country (decision 046), placed once.
    const placed = await deps.repositories.demoHomes.place(async () => createDemoHomes(await loadGazetteerPlaces()));
    if (placed > 0) log.info({ placed }, 'demo daters given home cities');
  }
  const refreshed = await matching.vectors.refreshStale();
  if (refreshed > 0) log.info({ refreshed }, 'match vectors brought up to date');
  const essentialsRead = await matching.essentials.readStaleLocally();
  if (essentialsRead > 0) log.info({ essentialsRead }, 'essentials read from texts that changed');
  if (config.demoCommunity.enabled) await community.confirmEssentials();
  if (matching.embeddings) {
    await matching.embeddings.ensureIndex();
    // Provider calls can take a while; searches meanwhile top up from the concept vectors.
    void matching.embeddings
      .refreshStale()
      .then((embedded) => embedded > 0 && log.info({ embedded }, 'dater embeddings brought up to date'))
      .catch((error: unknown) => log.warn({ err: error }, 'embedding refresh failed'));
  }
}
