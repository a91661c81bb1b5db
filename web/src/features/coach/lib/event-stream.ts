/**
 * A small reader for `text/event-stream` answers. EventSource cannot send a POST with a JSON body,
 * so the coach reads its reply with fetch and parses the stream here, following the WHATWG
 * server-sent events rules that matter to us: any line ending, multi-line data, comments, and
 * events split anywhere across network chunks.
 */
export interface StreamEvent {
  /** The `event:` field; "message" when the server named none. */
  event: string;
  data: string;
}

export interface EventStreamParser {
  /** Feeds decoded text; returns every event completed by it, in order. */
  push(text: string): StreamEvent[];
  /**
   * The stream ended. A line end held back as a possible half of "\r\n" completes here; an event
   * without its closing blank line is incomplete and dropped, as the standard says.
   */
  end(): StreamEvent[];
}

export function createEventStreamParser(): EventStreamParser {
  let buffer = '';
  let firstChunk = true;
  let eventName = '';
  let dataLines: string[] = [];

  function dispatch(events: StreamEvent[]) {
    if (dataLines.length > 0) events.push({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  }

  function processLine(line: string, events: StreamEvent[]) {
    if (line === '') return dispatch(events);
    if (line.startsWith(':')) return; // a comment, e.g. a keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    // "id" and "retry" only matter to EventSource's reconnection, which a POST never does.
  }

  return {
    push(text) {
      if (firstChunk && text.length > 0) {
        firstChunk = false;
        if (text.startsWith('\uFEFF')) text = text.slice(1);
      }
      buffer += text;
      const events: StreamEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone "\r" at the very end may be the first half of a "\r\n" still on its way.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        processLine(buffer.slice(0, match.index), events);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return events;
    },
    end() {
      const events: StreamEvent[] = [];
      if (buffer.endsWith('\r')) processLine(buffer.slice(0, -1), events);
      buffer = '';
      eventName = '';
      dataLines = [];
      return events;
    },
  };
}

/**
 * Reads a response body to its end, handing each event to `onEvent` as soon as it is complete.
 * Multi-byte characters split between chunks are kept whole by the streaming decoder.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createEventStreamParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
    for (const event of [...parser.push(decoder.decode()), ...parser.end()]) onEvent(event);
  } finally {
    reader.releaseLock();
  }
}
