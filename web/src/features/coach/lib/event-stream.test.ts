import { describe, expect, it } from 'vitest';
import { createEventStreamParser, readEventStream, type StreamEvent } from './event-stream';

function parseAll(chunks: string[]): StreamEvent[] {
  const parser = createEventStreamParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('event stream parser', () => {
  it('reads named events in order, with the space after the colon removed', () => {
    const text = 'event: token\ndata: {"text":"Hi"}\n\nevent: token\ndata: {"text":" there"}\n\nevent: done\ndata: {}\n\n';
    expect(parseAll([text])).toEqual([
      { event: 'token', data: '{"text":"Hi"}' },
      { event: 'token', data: '{"text":" there"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('puts events split at any point back together', () => {
    const text = 'event: token\r\ndata: {"text":"split me"}\r\n\r\nevent: done\r\ndata: {"ok":true}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual([
        { event: 'token', data: '{"text":"split me"}' },
        { event: 'done', data: '{"ok":true}' },
      ]);
    }
  });

  it('accepts \\r, \\n and \\r\\n line ends, joins data lines, and names unnamed events "message"', () => {
    expect(parseAll(['data: one\rdata: two\r\rdata:three\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'message', data: 'three' },
    ]);
  });

  it('skips comments, unknown fields and events without data', () => {
    expect(parseAll([': keep-alive\n\nid: 7\nretry: 1000\nevent: token\n\nevent: error\ndata: {"message":"x"}\n\n'])).toEqual([
      { event: 'error', data: '{"message":"x"}' },
    ]);
  });

  it('drops an event the stream cut off before its blank line', () => {
    expect(parseAll(['event: token\ndata: {"text":"a"}\n\nevent: done\ndata: {"userMes'])).toEqual([{ event: 'token', data: '{"text":"a"}' }]);
  });

  it('ignores a byte order mark at the start', () => {
    expect(parseAll(['\uFEFFdata: x\n\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('keeps a multi-byte character whole when the network splits its bytes', async () => {
    const bytes = new TextEncoder().encode('event: token\ndata: {"text":"💔 ok"}\n\n');
    const emojiAt = bytes.indexOf(0xf0);
    const events: StreamEvent[] = [];
    await readEventStream(streamOf([bytes.slice(0, emojiAt + 2), bytes.slice(emojiAt + 2)]), (event) => events.push(event));
    expect(events).toEqual([{ event: 'token', data: '{"text":"💔 ok"}' }]);
  });

  it('delivers a final blank line that was a lone \\r at the very end', async () => {
    const events: StreamEvent[] = [];
    await readEventStream(streamOf([new TextEncoder().encode('data: last\r\r')]), (event) => events.push(event));
    expect(events).toEqual([{ event: 'message', data: 'last' }]);
  });
});
