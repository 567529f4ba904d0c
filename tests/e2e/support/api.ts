import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken } from './auth';

/** JSON requests as one account, for set-up and for checks a page cannot make. */
export async function apiAs(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email);
  const headers = { authorization: `Bearer ${token}` };
  return {
    token,
    get: async (path: string) => (await request.get(path, { headers })).json(),
    post: async (path: string, data: unknown) => {
      const res = await request.post(path, { headers, data });
      expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
      return res.json();
    },
  };
}
