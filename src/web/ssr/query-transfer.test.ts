import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { createServerQueryClient, restoreQueries, serializeQueries } from './query-transfer';
import { QueryClient } from '@tanstack/react-query';

describe('the answers a drawn page carries', () => {
  it('are those its last pass read, a missing record among them', async () => {
    const { client, readInPass } = createServerQueryClient();
    // Fetched before the first pass (remembered from an earlier drawing of the address).
    await client.prefetchQuery({ queryKey: ['listing', 'a'], queryFn: async () => ({ id: 'a' }) });
    await client.prefetchQuery({ queryKey: ['plans'], queryFn: async () => ['basic'] });
    await client.prefetchQuery({
      queryKey: ['listing', 'gone'],
      queryFn: async () => {
        throw new ApiError(404, { error: 'not_found', message: 'Listing not found' });
      },
    });

    // The last pass reads the listing that is gone and the plans, not listing a any more.
    readInPass.clear();
    new QueryObserver(client, { queryKey: ['listing', 'gone'] });
    new QueryObserver(client, { queryKey: ['plans'] });

    const carried = serializeQueries(client, readInPass);
    expect(carried).toEqual([
      { key: ['plans'], data: ['basic'] },
      {
        key: ['listing', 'gone'],
        error: { status: 404, message: 'Listing not found', code: 'not_found' },
      },
    ]);
    expect(serializeQueries(client)).toHaveLength(3);

    const browser = new QueryClient();
    restoreQueries(browser, carried);
    expect(browser.getQueryData(['plans'])).toEqual(['basic']);
    expect(browser.getQueryState(['listing', 'gone'])?.status).toBe('error');
    expect(browser.getQueryState(['listing', 'a'])).toBeUndefined();
  });
});
