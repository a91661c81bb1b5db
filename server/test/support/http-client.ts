/**
 * A tiny browser stand-in for tests: real HTTP with a cookie jar, JSON bodies, and the Origin
 * header our web app would send.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly origin: string | null = baseUrl,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.origin && method !== 'GET') h.origin = this.origin;
    let payload: string | Uint8Array | undefined;
    if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      // Raw bytes (an image) go as they are; anything else that is not text is sent as JSON.
      payload = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers: h, body: payload, redirect: 'manual' });
    keepCookies(this.cookies, response.headers.getSetCookie());
    return response;
  }

  /** Sends multipart form data; fetch sets the boundary itself. */
  async upload(path: string, form: FormData): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.origin) headers.origin = this.origin;
    return fetch(`${this.baseUrl}${path}`, { method: 'POST', headers, body: form });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  async signUp(email: string, password = 'correct-horse-battery', name = email.split('@')[0] ?? 'Dater') {
    const response = await this.post('/api/auth/sign-up/email', { email, password, name });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    return response;
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  /** A second client holding the same cookies, as if the cookie were copied to another device. */
  copy(): TestClient {
    const twin = new TestClient(this.baseUrl, this.origin);
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }

  /** The Cookie header this client sends, for requests made without fetch. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes('session_token'));
  }
}

/** Applies Set-Cookie lines to a cookie jar as a browser would: an empty or expired cookie is dropped. */
export function keepCookies(jar: Map<string, string>, setCookieLines: readonly string[]): void {
  for (const line of setCookieLines) {
    const [pair] = line.split(';');
    const index = pair?.indexOf('=') ?? -1;
    if (!pair || index < 0) continue;
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

let counter = 0;
/** A unique e-mail address per call, so tests never collide. */
export function uniqueEmail(prefix = 'dater'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.test`;
}
