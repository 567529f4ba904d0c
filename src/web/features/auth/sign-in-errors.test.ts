import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { classifySignInError, returnPath } from './sign-in-errors';

describe('classifySignInError', () => {
  it('tells wrong credentials and a blocked account apart', () => {
    const wrong = new ApiError(401, { error: 'invalid_credentials', message: 'nope' });
    const blocked = new ApiError(403, { error: 'blocked', message: 'This account is blocked.' });
    expect(classifySignInError(wrong)).toEqual({ kind: 'invalid' });
    expect(classifySignInError(blocked)).toEqual({ kind: 'blocked' });
  });

  it('turns Retry-After into when to retry', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    const limited = new ApiError(429, { error: 'rate_limited', message: 'Too many' }, 125);
    expect(classifySignInError(limited, now)).toEqual({
      kind: 'rate-limited',
      retryAt: new Date(now + 125_000),
      minutes: 3,
    });
  });

  it('copes with a 429 without Retry-After', () => {
    const limited = new ApiError(429, null);
    expect(classifySignInError(limited)).toEqual({
      kind: 'rate-limited',
      retryAt: null,
      minutes: null,
    });
  });

  it('passes field reasons through, and anything else as its message', () => {
    const invalid = new ApiError(400, {
      error: 'validation',
      message: 'Bad',
      fields: { email: 'Enter a valid e-mail address' },
    });
    expect(classifySignInError(invalid)).toEqual({
      kind: 'fields',
      fields: { email: 'Enter a valid e-mail address' },
    });
    const down = new ApiError(500, { error: 'internal', message: 'Something went wrong.' });
    expect(classifySignInError(down)).toEqual({ kind: 'other', message: 'Something went wrong.' });
  });

  it('says the connection is the cause when the server could not be reached', () => {
    const unreachable = new ApiError(0, {
      error: 'internal',
      message: 'Could not reach the server. Check your connection and try again.',
    });
    expect(classifySignInError(unreachable)).toEqual({ kind: 'offline' });
  });
});

describe('returnPath', () => {
  it('rebuilds the remembered location', () => {
    expect(returnPath({ from: { pathname: '/portal/a/b', search: '?x=1', hash: '#h' } })).toBe(
      '/portal/a/b?x=1#h',
    );
    expect(returnPath({ from: { pathname: '/dashboard' } })).toBe('/dashboard');
  });

  it('ignores missing, foreign or self-referencing locations', () => {
    expect(returnPath(null)).toBeNull();
    expect(returnPath({})).toBeNull();
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBeNull();
    expect(returnPath({ from: { pathname: '//evil.example' } })).toBeNull();
    expect(returnPath({ from: { pathname: '/\\evil.example' } })).toBeNull();
    expect(returnPath({ from: { pathname: '/auth' } })).toBeNull();
  });
});
