import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fetchRememberedQueries, rememberQueries } from './remembered-queries';

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('remembered queries', () => {
  it('asks a new drawing of an address, before its first pass, what the last one fetched', async () => {
    const listing = vi.fn(async () => ({ title: 'Three bedrooms on the bay' }));
    const missing = vi.fn(async () => {
      throw new Error('not found');
    });
    const neverAsked = vi.fn(async () => 'unused');
    const first = newClient();
    await first.fetchQuery({ queryKey: ['listing', 'a'], queryFn: listing });
    await first.prefetchQuery({ queryKey: ['listing', 'gone'], queryFn: missing });
    // Built by a component that never enabled it: not a read of the page.
    first.getQueryCache().build(first, { queryKey: ['never'], queryFn: neverAsked });
    rememberQueries('/slp/property/a', first);

    const second = newClient();
    await fetchRememberedQueries('/slp/property/a', second);
    expect(second.getQueryData(['listing', 'a'])).toEqual({ title: 'Three bedrooms on the bay' });
    expect(second.getQueryState(['listing', 'gone'])?.status).toBe('error');
    expect(second.getQueryState(['never'])).toBeUndefined();
    expect(listing).toHaveBeenCalledTimes(2);
    expect(neverAsked).not.toHaveBeenCalled();

    // Another address (or the same page in Spanish) starts with nothing.
    const other = newClient();
    await fetchRememberedQueries('/es/slp/property/a', other);
    expect(other.getQueryCache().getAll()).toHaveLength(0);
  });

  it('forgets a query the last pass no longer read', async () => {
    const plans = vi.fn(async () => ['basic']);
    const dropped = vi.fn(async () => 'no longer shown');
    const first = newClient();
    await first.fetchQuery({ queryKey: ['plans'], queryFn: plans });
    await first.fetchQuery({ queryKey: ['dropped'], queryFn: dropped });
    const plansHash = first.getQueryCache().find({ queryKey: ['plans'] })!.queryHash;
    rememberQueries('/compare', first, new Set([plansHash]));

    const second = newClient();
    await fetchRememberedQueries('/compare', second);
    expect(plans).toHaveBeenCalledTimes(2);
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(second.getQueryState(['dropped'])).toBeUndefined();
  });
});
