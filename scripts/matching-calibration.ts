/**
 * The calibration report: `npm run matching:calibration`. Per score band, how many unlocked pairs
 * have a final "Did you meet?" answer, the share that met, and the share that met and wanted a
 * second date; real answers and the demo community's synthetic ones apart (decision 041). Reads
 * the same configuration as the server. With the embedded database, stop the server first: it
 * holds the data directory.
 */
import { loadConfig } from '../server/src/config/env.js';
import { openDatabase } from '../server/src/db/database.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { calibrationReport, formatCalibrationReport } from '../server/src/features/meeting-feedback/calibration-bands.js';
import { createMeetingFeedbackRepository } from '../server/src/features/meeting-feedback/meeting-feedback-repository.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  await migrateToLatest(database.db);
  const rows = await createMeetingFeedbackRepository(database.db).answersByScore();
  console.log(formatCalibrationReport(calibrationReport(rows)));
} finally {
  await database.close();
}
