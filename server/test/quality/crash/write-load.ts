import { TestClient, uniqueEmail } from '../../support/http-client.js';
import type { CrashDater } from './crash-daters.js';
import type { ServerProcess } from './server-process.js';

/** The feedback route allows 10 a minute per dater; staying under it keeps every answer a 2xx. */
const FEEDBACK_PER_DATER = 8;
const SIGN_UP_STREAMS = 2;

/** A write whose answer never came may or may not have committed; an acknowledged one must have. */
export interface Sent<T> {
  value: T;
  acked: boolean;
}

/** Everything one round sent, and which of it the server acknowledged with a 2xx. */
export interface RoundLedger {
  round: number;
  /** Per dater, the profile edits in the order sent: each PATCH waits for the one before. */
  profileEdits: Map<number, Sent<number>[]>;
  feedback: Sent<{ dater: number; message: string }>[];
  unlocks: Sent<{ dater: number; matchId: string }>[];
  signUps: Sent<{ email: string; password: string }>[];
  acked: number;
  ackedByKind: Record<string, number>;
  inFlightAtKill: number;
  /** Non-2xx answers that came back while the server was alive: a 5xx here is a bug. */
  refusals: string[];
}

/** The bio and calendly of one edit carry its number, so a torn write (one field new, one old) shows. */
export function profileEdit(round: number, seq: number) {
  return { bio: `Crash round ${round}, edit ${seq}.`, calendly: `crash-r${round}-e${seq}` };
}

/**
 * Runs concurrent writers against the server until `killAfter` writes have been acknowledged,
 * then sends SIGKILL from inside that acknowledgement, while the other writers' requests are
 * still open, and resolves once every writer has seen the connection die.
 */
export async function runWritesUntilKill(server: ServerProcess, daters: CrashDater[], round: number, killAfter: number): Promise<RoundLedger> {
  const ledger: RoundLedger = { round, profileEdits: new Map(), feedback: [], unlocks: [], signUps: [], acked: 0, ackedByKind: {}, inFlightAtKill: 0, refusals: [] };
  let inFlight = 0;
  let killing: Promise<void> | undefined;

  /** Sends one write; true when acknowledged, false when refused, null when the connection died. */
  async function send(what: string, request: () => Promise<Response>): Promise<boolean | null> {
    inFlight += 1;
    let response: Response;
    try {
      response = await request();
    } catch {
      inFlight -= 1;
      return null;
    }
    inFlight -= 1;
    if (!response.ok) {
      ledger.refusals.push(`${what}: ${response.status} ${await response.text().catch(() => '(body cut off)')}`);
      return false;
    }
    // The status line alone is the acknowledgement; the body may be cut off by the kill.
    await response.arrayBuffer().catch(() => undefined);
    ledger.acked += 1;
    ledger.ackedByKind[what] = (ledger.ackedByKind[what] ?? 0) + 1;
    if (!killing && ledger.acked >= killAfter) {
      ledger.inFlightAtKill = inFlight;
      killing = server.kill();
    }
    return true;
  }

  const profileWriter = async (dater: CrashDater) => {
    const edits: Sent<number>[] = [];
    ledger.profileEdits.set(dater.index, edits);
    for (let seq = 1;; seq++) {
      const edit: Sent<number> = { value: seq, acked: false };
      edits.push(edit);
      const result = await send('profile', () => dater.client.request('PATCH', '/api/profile', profileEdit(round, seq)));
      if (result !== true) return;
      edit.acked = true;
    }
  };

  /** True when all of them were acknowledged. */
  const feedbackWriter = async (dater: CrashDater): Promise<boolean> => {
    for (let n = 1; n <= FEEDBACK_PER_DATER; n++) {
      const sent = { value: { dater: dater.index, message: `Crash round ${round}, dater ${dater.index}, report ${n}.` }, acked: false };
      ledger.feedback.push(sent);
      const result = await send('feedback', () => dater.client.post('/api/feedback', { kind: 'bug', message: sent.value.message }));
      if (result !== true) return false;
      sent.acked = true;
    }
    return true;
  };

  const unlockWriter = async (dater: CrashDater) => {
    const matchId = dater.lockedMatchIds[0];
    if (!matchId) return;
    const sent = { value: { dater: dater.index, matchId }, acked: false };
    ledger.unlocks.push(sent);
    sent.acked = (await send('unlock', () => dater.client.post(`/api/matches/${matchId}/unlock`))) === true;
  };

  const signUpWriter = async () => {
    for (;;) {
      const sent = { value: { email: uniqueEmail(`crash-r${round}-signup`), password: 'crash-sign-up-password' }, acked: false };
      ledger.signUps.push(sent);
      const result = await send('sign-up', () => new TestClient(server.baseUrl).post('/api/auth/sign-up/email', { ...sent.value, name: 'Newcomer' }));
      if (result !== true) return;
      sent.acked = true;
    }
  };

  await Promise.all([
    // The unlock follows the dater's feedback so that it, too, can be the write the kill cuts.
    ...daters.flatMap((d) => [profileWriter(d), feedbackWriter(d).then((done) => (done ? unlockWriter(d) : undefined))]),
    ...Array.from({ length: SIGN_UP_STREAMS }, () => signUpWriter()),
  ]);
  // Writers only stop on a dead connection or a refusal; a refusal must not leave the server up.
  if (!killing) killing = server.kill();
  await killing;
  return ledger;
}
