import net from 'node:net';

export interface RawResponse {
  /** 0 when the connection closed before a whole status line and headers arrived. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * One request on its own connection, written and read byte for byte. The path goes out exactly
 * as given (fetch would resolve "." and ".."), and an answer the server sends before it closes
 * on a body it did not read is still seen, where Node's HTTP client reports only a reset.
 */
export function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<RawResponse> {
  const url = new URL(baseUrl);
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${url.host}`, 'connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (body !== undefined) lines.push(`content-length: ${payload.length}`);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(url.port), url.hostname, () => {
      // Not ended: a half-closed socket would read as "gone" to the server before it answers.
      socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), payload]));
    });
    const finish = () => {
      const data = Buffer.concat(chunks);
      const headEnd = data.indexOf('\r\n\r\n');
      if (headEnd < 0) return resolve({ status: 0, headers: {}, body: Buffer.alloc(0) });
      const [statusLine = '', ...headerLines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
      const parsed = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const rest = data.subarray(headEnd + 4);
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers: parsed, body: parsed['transfer-encoding'] === 'chunked' ? dechunk(rest) : rest });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    // A reset after the answer arrived changes nothing; before it, status 0 says so.
    socket.on('error', () => {});
    socket.setTimeout(120_000, () => socket.destroy());
  });
}

/** A GET whose path goes on the wire exactly as written. */
export async function rawGet(baseUrl: string, path: string, cookie = ''): Promise<{ status: number; body: string }> {
  const response = await rawRequest(baseUrl, 'GET', path, cookie ? { cookie } : {});
  return { status: response.status, body: response.body.toString('utf8') };
}
