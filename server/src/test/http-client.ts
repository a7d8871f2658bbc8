/** Shared by the integration tests (server/src) and the contract tests (tests/api). */
/** A minimal cookie-keeping HTTP client, like a browser tab or an integration script. */
export class Client {
  cookie = '';
  constructor(readonly base: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const isForm = body instanceof URLSearchParams;
    const res = await fetch(this.base + path, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  login(username: string, password = 'demo1234') {
    return this.request('POST', '/api/login', new URLSearchParams({ username, password }));
  }

  gql(query: string, variables?: Record<string, unknown>) {
    return this.request('POST', '/graphql', { query, variables });
  }
}
