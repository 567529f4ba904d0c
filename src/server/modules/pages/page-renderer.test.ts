import { describe, expect, it } from 'vitest';
import { isKeepableAnswer } from './page-renderer';

const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  body: '{}',
  headers,
});

describe('isKeepableAnswer', () => {
  it('keeps a found public answer', () => {
    expect(isKeepableAnswer(answer(200, { 'content-type': 'application/json' }))).toBe(true);
    expect(isKeepableAnswer(answer(200, { 'cache-control': 'public, max-age=60' }))).toBe(true);
  });

  it('asks again for anything else: not found, a failure, a private or no-store answer', () => {
    expect(isKeepableAnswer(answer(404))).toBe(false);
    expect(isKeepableAnswer(answer(500))).toBe(false);
    expect(isKeepableAnswer(answer(200, { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isKeepableAnswer(answer(200, { 'cache-control': 'private, max-age=3600' }))).toBe(false);
    expect(isKeepableAnswer(answer(200, { 'cache-control': 'No-Store' }))).toBe(false);
  });
});
