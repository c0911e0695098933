/**
 * A tiny browser stand-in for tests: keeps cookies like a browser would for one site and
 * sends the same-origin header a browser sends, unless told to act cross-site.
 */
export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  text: string;
  /** The raw body, for downloads. */
  bytes: Uint8Array;
}

export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly origin: string,
    /** Sent with every request (a browser's User-Agent, a forwarded address). */
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(
    method: string,
    path: string,
    options: {
      json?: unknown;
      headers?: Record<string, string>;
      crossSite?: boolean;
      body?: string | Uint8Array;
    } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    if (!options.crossSite && method !== 'GET' && method !== 'HEAD') headers.origin ??= this.origin;
    if (options.crossSite) headers.origin = 'https://evil.example';
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    this.storeCookies(response.headers.getSetCookie());
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a page or a redirect): keep the text.
    }
    return { status: response.status, headers: response.headers, body: parsed, text, bytes };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, json?: unknown) => this.request('POST', path, { json });

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private storeCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        attributes.some((a) => {
          const [k, v] = a.trim().split('=');
          return (
            k?.toLowerCase() === 'expires' && v !== undefined && new Date(v).getTime() <= Date.now()
          );
        }) || attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
