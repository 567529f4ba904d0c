/** A JSON request to a test server: the bearer token, a body sent as JSON, the answer parsed. */
export type JsonRequest = (
  method: string,
  path: string,
  options?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; body: any; headers: Headers }>;

/** Requests to the server at `url`; an answer that is not JSON keeps its text as the body. */
export function requestTo(url: string): JsonRequest {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url + path, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body, headers: res.headers };
  };
}
