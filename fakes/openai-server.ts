/**
 * A fake OpenAI-compatible server for tests: chat completions (plain and streamed) and audio
 * transcriptions, over real HTTP. Tests program its answers; every request is recorded.
 * Run alone with `node --import tsx fakes/openai-server.ts PORT` for the end-to-end suite.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json: unknown;
}

export type FakeReply =
  | { content: string; delayMs?: number }
  | { status: number; error?: string; delayMs?: number }
  | { hang: true };

export interface ChatBody {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  stream?: boolean;
}

export interface FakeOpenAi {
  url: string;
  requests: RecordedRequest[];
  onChat(reply: (body: ChatBody) => FakeReply): void;
  onTranscription(reply: (body: Buffer) => FakeReply): void;
  /** Makes /embeddings answer with this status (null restores it). */
  failEmbeddings(status: number | null): void;
  close(): Promise<void>;
}

/** Sensible answers when a test sets none: enough for a full journey without a real model. */
export function defaultChatReply(body: ChatBody): FakeReply {
  const system = String(body.messages.find((m) => m.role === 'system')?.content ?? '');
  const user = String(body.messages.find((m) => m.role === 'user')?.content ?? '');
  if (/dating coach/i.test(system)) {
    return { content: 'Keep it light and specific: mention the hike they told you about, then suggest coffee on Saturday. Curiosity beats clever lines.' };
  }
  // The selfie pre-screen sends two pictures; the fake always sees the same person making the gesture.
  if (/selfie check/i.test(system)) return { content: '{"samePerson": true, "gestureShown": true}' };
  if (/first names?/i.test(system)) return { content: /name is (\p{L}+)/iu.exec(user)?.[1] ?? 'NONE' };
  if (/interests/i.test(system)) return { content: '["hiking", "live music"]' };
  return { content: '8' };
}

interface EmbeddingBody {
  model: string;
  input: string | string[];
  dimensions?: number;
}

/**
 * A deterministic stand-in for an embedding model: words hashed into buckets, normalised. Texts
 * that share words point the same way, which is enough to exercise retrieval end to end.
 */
export function fakeEmbedding(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  vector[0] = 0.01;
  for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    let hash = 2166136261;
    for (const char of word) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    vector[hash % dimensions] = (vector[hash % dimensions] ?? 0) + 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

function embeddingsResponse(body: EmbeddingBody) {
  const inputs = Array.isArray(body.input) ? body.input : [body.input];
  const dimensions = body.dimensions ?? 64;
  return {
    object: 'list',
    model: body.model,
    data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text, dimensions) })),
    usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function chatCompletion(model: string, content: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

function streamCompletion(res: http.ServerResponse, model: string, content: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const words = content.split(/(?<=\s)/);
  for (const piece of words) {
    const chunk = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] };
    res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
  res.end('data: [DONE]\n\n');
}

export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let chatReply: (body: ChatBody) => FakeReply = defaultChatReply;
  let transcriptionReply: (body: Buffer) => FakeReply = () => ({ content: process.env.FAKE_TRANSCRIPT ?? 'My name is Thandi' });
  let embeddingFailure: () => { status: number } | null = () => null;
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let json: unknown = null;
      if ((req.headers['content-type'] ?? '').includes('json')) {
        try {
          json = JSON.parse(body.toString('utf8'));
        } catch {
          json = null;
        }
      }
      const path = (req.url ?? '').replace(/^\/v1/, '');
      if (path === '/health') return send(res, 200, { ok: true });
      requests.push({ path, headers: req.headers, body, json });
      if (path === '/embeddings') {
        const failure = embeddingFailure();
        if (failure) return send(res, failure.status, { error: { message: 'fake embedding failure', type: 'fake' } });
        return send(res, 200, embeddingsResponse(json as EmbeddingBody));
      }
      const reply = path === '/chat/completions' ? chatReply(json as ChatBody) : path === '/audio/transcriptions' ? transcriptionReply(body) : { status: 404, error: 'unknown path' };
      if ('hang' in reply) return; // never answers: the caller's timeout must fire
      setTimeout(() => {
        if ('status' in reply) return send(res, reply.status, { error: { message: reply.error ?? 'fake failure', type: 'fake' } });
        if (path === '/audio/transcriptions') return send(res, 200, { text: reply.content });
        const chat = json as ChatBody;
        if (chat.stream) return streamCompletion(res, chat.model, reply.content);
        return send(res, 200, chatCompletion(chat.model, reply.content));
      }, reply.delayMs ?? 0);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests,
    onChat(reply) {
      chatReply = reply;
    },
    onTranscription(reply) {
      transcriptionReply = reply;
    },
    failEmbeddings(status) {
      embeddingFailure = () => (status ? { status } : null);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const port = Number(process.argv[2] ?? 8792);
  const fake = await startFakeOpenAi(port);
  console.log(`fake OpenAI-compatible server at ${fake.url}`);
}
