import { describe, expect, it } from 'vitest';
import { clearHits, currentHits, recordHit } from '../../worker/services/throttle';
import { env } from './helpers';

describe('rate-limit counters', () => {
  it('counts hits within a window and starts again after it', async () => {
    const t0 = 1_000_000;
    expect(await recordHit(env.DB, 'test:a', 60_000, t0)).toBe(1);
    expect(await recordHit(env.DB, 'test:a', 60_000, t0 + 10)).toBe(2);
    expect(await currentHits(env.DB, ['test:a', 'test:b'], 60_000, t0 + 20)).toEqual([2, 0]);
    expect(await recordHit(env.DB, 'test:a', 60_000, t0 + 60_000)).toBe(1);
    await clearHits(env.DB, 'test:a');
    expect(await currentHits(env.DB, ['test:a'], 60_000, t0 + 60_001)).toEqual([0]);
  });

  it('loses no count when hits arrive at once', async () => {
    const now = 5_000_000;
    await Promise.all(Array.from({ length: 20 }, () => recordHit(env.DB, 'test:burst', 60_000, now)));
    expect(await currentHits(env.DB, ['test:burst'], 60_000, now)).toEqual([20]);
  });
});
