import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { createQueryClient } from './query-client';

/**
 * Queries carry no retry rule of their own: the client's default is the one rule, so it must
 * leave an answer that will not change (any 4xx: refused, missing, invalid) alone and try a
 * failure that may pass (5xx, the network) the product's three times.
 */
const retry = createQueryClient().getDefaultOptions().queries?.retry as (
  failures: number,
  error: Error,
) => boolean;

describe('the query client retries', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never an answer of %i', (status) => {
    expect(retry(0, new ApiError(status, {}))).toBe(false);
  });

  it.each([500, 502, 503])('a %i three times', (status) => {
    const error = new ApiError(status, {});
    expect([0, 1, 2, 3].map((failures) => retry(failures, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('a request that never reached the server', () => {
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(0, new ApiError(0, null))).toBe(true);
  });
});
