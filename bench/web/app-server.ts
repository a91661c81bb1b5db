/**
 * The app under measurement: the real server entry point (`server/src/main.ts`, as `npm start`
 * runs it, started the way bench:api starts it) on a throwaway embedded database, serving a
 * given production build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProduct } from '../api/processes.js';

export interface RunningApp {
  url: string;
  /** The server's DATA_DIR, whose outbox holds the e-mails it sends (the verification code). */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startApp(options: { webDist: string; port: number }): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-web-'));
  try {
    const server = await startProduct({ dataDir, databaseUrl: undefined, port: options.port, webDist: options.webDist });
    return {
      url: server.url,
      dataDir,
      async stop() {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
