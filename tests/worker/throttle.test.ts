import { describe, expect, it } from 'vitest';
import { clearHits, currentHits, recordHit, recordHits, takeBackHit } from '../../worker/db/queries/rate-limits';
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

  it('counts one hit on several keys together, each in its own window', async () => {
    const now = 7_000_000;
    expect(
      await recordHits(
        env.DB,
        [
          { key: 'test:x', windowMs: 60_000 },
          { key: 'test:y', windowMs: 3_600_000 },
        ],
        now,
      ),
    ).toEqual([1, 1]);
    expect(
      await recordHits(
        env.DB,
        [
          { key: 'test:x', windowMs: 60_000 },
          { key: 'test:y', windowMs: 3_600_000 },
        ],
        now + 60_000,
      ),
    ).toEqual([1, 2]);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        recordHits(
          env.DB,
          [
            { key: 'test:x', windowMs: 60_000 },
            { key: 'test:y', windowMs: 3_600_000 },
          ],
          now + 60_001,
        ),
      ),
    );
    expect(await currentHits(env.DB, ['test:x'], 60_000, now + 60_001)).toEqual([21]);
    expect(await currentHits(env.DB, ['test:y'], 3_600_000, now + 60_001)).toEqual([22]);
    expect(await recordHits(env.DB, [], now)).toEqual([]);
  });

  it('takes a hit back within its window, never below zero, and leaves a passed window alone', async () => {
    const now = 9_000_000;
    await recordHit(env.DB, 'test:back', 60_000, now);
    await recordHit(env.DB, 'test:back', 60_000, now);
    await takeBackHit(env.DB, 'test:back', 60_000, now + 1);
    expect(await currentHits(env.DB, ['test:back'], 60_000, now + 1)).toEqual([1]);
    await takeBackHit(env.DB, 'test:back', 60_000, now + 2);
    await takeBackHit(env.DB, 'test:back', 60_000, now + 3);
    expect(await currentHits(env.DB, ['test:back'], 60_000, now + 3)).toEqual([0]);
    expect(await recordHit(env.DB, 'test:back', 60_000, now + 4)).toBe(1);
    await takeBackHit(env.DB, 'test:back', 60_000, now + 60_000);
    expect(await recordHit(env.DB, 'test:back', 60_000, now + 60_000)).toBe(1);
  });
});
