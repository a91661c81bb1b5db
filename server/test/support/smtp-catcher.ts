import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.js';

/** A message as the catcher received it, parsed, with the envelope's recipients. */
export interface CaughtMail {
  parsed: ParsedMail;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every https?:// link in the plain-text part, in order. */
  links: string[];
}

/**
 * A real SMTP server in this process (smtp-server), for tests: the app is pointed at it with
 * SMTP_URL, and the messages it receives are parsed with mailparser, exactly as a mail client
 * would read them. Tests find tokens in the mail, never in the database. `refuseWith(code)` makes
 * it answer every message with that SMTP reply (e.g. 451 for "try later", 550 for "no such
 * mailbox"); `down()` and `up()` stop and restart it on the same port.
 */
export async function startSmtpCatcher() {
  const port = await freePort();
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: number | null = null;
  let attempts = 0;
  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        attempts += 1;
        simpleParser(stream).then(
          (parsed) => {
            if (refusal !== null) {
              callback(Object.assign(new Error('refused by the test mail server'), { responseCode: refusal }));
              return;
            }
            const text = parsed.text ?? '';
            messages.push({
              parsed,
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text,
              html: typeof parsed.html === 'string' ? parsed.html : '',
              links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
            });
            callback();
            for (const wake of waiters) wake();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
    });
  let server: SMTPServer | null = null;
  const up = async () => {
    if (server) return;
    const started = makeServer();
    await new Promise<void>((resolve, reject) => {
      started.once('error', reject);
      started.listen(port, '127.0.0.1', () => resolve());
    });
    server = started;
  };
  const down = () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = null;
      if (!running) resolve();
      else running.close(() => resolve());
    });
  await up();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages the server was handed, including refused ones. */
    get attempts() {
      return attempts;
    },
    refuseWith(code: number | null) {
      refusal = code;
    },
    /** The first message (received or still to come) that matches, or a timeout error. */
    async waitFor(match: (mail: CaughtMail) => boolean, timeoutMs = 15_000): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received: ${messages.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ')})`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 250));
          waiters.add(wake);
        });
      }
    },
    /** Stops listening, as a mail server that is down; `up` starts it again on the same port. */
    down,
    up,
    close: down,
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** An SMTP URL where nothing listens: the mail server is down. */
export async function unreachableSmtpUrl(): Promise<string> {
  return `smtp://127.0.0.1:${await freePort()}`;
}
