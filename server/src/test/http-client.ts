/** Shared by the integration tests (server/src) and the contract tests (tests/api). */
export type Answer = { status: number; headers: Headers; text: string; json: any };

/** An answer's status, headers, text and, when the text is JSON, the parsed body. */
export async function readAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, text, json };
}

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
    return readAnswer(res);
  }

  /** A multipart body (FormData) with the session cookie, as a browser's upload sends it. */
  async multipart(method: string, path: string, form: FormData): Promise<Answer> {
    return readAnswer(await fetch(this.base + path, { method, body: form, headers: this.cookie ? { cookie: this.cookie } : {} }));
  }

  login(username: string, password = 'demo1234') {
    return this.request('POST', '/api/login', new URLSearchParams({ username, password }));
  }

  gql(query: string, variables?: Record<string, unknown>) {
    return this.request('POST', '/graphql', { query, variables });
  }
}
