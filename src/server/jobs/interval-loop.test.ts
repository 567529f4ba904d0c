import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { startIntervalLoop, type PeriodicJob } from './interval-loop';

const ctx = {} as AppContext;
const at = new Date('2036-04-02T15:00:00Z');

describe('startIntervalLoop', () => {
  it('runs every job in order on start, past one that fails, and waits for the run on stop', async () => {
    const ran: string[] = [];
    const errors: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const jobs: PeriodicJob[] = [
      { name: 'first', run: async (_ctx, now) => ran.push(`first ${now.toISOString()}`) },
      { name: 'broken', run: () => Promise.reject(new Error('down')) },
      { name: 'slow', run: () => slow.then(() => ran.push('slow')) },
    ];
    const stop = startIntervalLoop(ctx, jobs, {
      intervalMs: 3_600_000,
      now: () => at,
      onError: (_err, job) => errors.push(job),
    });
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(ran).toEqual([`first ${at.toISOString()}`, 'slow']);
    expect(errors).toEqual(['broken']);
  });

  it('never starts a run while the one before is still going', async () => {
    let runs = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const stop = startIntervalLoop(ctx, [{ name: 'held', run: () => (runs++, held) }], {
      intervalMs: 5,
      now: () => at,
      onError: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs).toBe(1);
    release();
    await stop();
  });
});
