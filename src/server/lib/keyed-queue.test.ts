import { describe, expect, it } from 'vitest';
import { createKeyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createKeyedQueue', () => {
  it('runs one key’s tasks one at a time, in order, other keys alongside, failures included', async () => {
    const queue = createKeyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        most = Math.max(most, running);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue('a', task('a1')),
      queue('a', task('a2', true)),
      queue('a', task('a3')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a1', 'end a1', 'start a2', 'end a2', 'start a3', 'end a3']);
    expect(most).toBe(1);

    log.length = 0;
    await Promise.all([queue('a', task('a4')), queue('b', task('b1'))]);
    expect(log.slice(0, 2).sort()).toEqual(['start a4', 'start b1']);
  });
});
