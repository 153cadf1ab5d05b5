import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client';
import { RateWindowRepository } from '../../../server/guards/rate-window.repository';
import { RequestAdmissionRepository } from '../../../server/guards/request-admission.repository';
import { RequestNonceRepository } from '../../../server/guards/request-nonce.repository';
import { MemoryRateLimitStore, type RateLimitStore } from '../../../server/http/rate-limiter';
import { MemoryReplayGuard, type ReplayGuard } from '../../../server/http/replay-guard';
import { SeparateAdmission, type AdmissionStore } from '../../../server/http/request-admission';
import { createTestDatabase } from '../../helpers/test-database';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const T0 = Date.UTC(2026, 4, 1, 12, 0, 0);
const WINDOW = 60_000;
let keyCounter = 0;
const fresh = (prefix: string) => `${prefix}-${++keyCounter}`;

// The same behaviour from both stores: the server picks one by configuration.
const stores: Array<[string, () => { replay: ReplayGuard; rates: RateLimitStore; admission: AdmissionStore }]> = [
  [
    'memory',
    () => {
      const [replay, rates] = [new MemoryReplayGuard(600_000), new MemoryRateLimitStore(WINDOW)];
      return { replay, rates, admission: new SeparateAdmission(replay, rates) };
    },
  ],
  [
    'database',
    () => {
      const replay = new RequestNonceRepository(database.db, 600_000);
      const rates = new RateWindowRepository(database.db, WINDOW);
      return { replay, rates, admission: new RequestAdmissionRepository(database.db, replay, rates) };
    },
  ],
];

describe.each(stores)('request guards in %s', (_name, make) => {
  it('takes a nonce once; the same nonce with another timestamp is another request', async () => {
    const { replay } = make();
    const nonce = fresh('nonce');
    expect(await replay.firstSeen(nonce, T0, T0)).toBe(true);
    expect(await replay.firstSeen(nonce, T0, T0 + 1000)).toBe(false);
    expect(await replay.firstSeen(nonce, T0 + 1, T0 + 1000)).toBe(true);
  });

  it('counts calls per key up to the limit, then says how long to wait', async () => {
    const { rates } = make();
    const device = fresh('d');
    for (let i = 0; i < 3; i++) expect(await rates.take([{ key: device, limit: 3 }], T0 + i * 1000)).toBe(0);
    // The window started at T0; 3.5 s later 56.5 s remain, rounded up.
    expect(await rates.take([{ key: device, limit: 3 }], T0 + 3500)).toBe(57);
    // A new window starts once the old one has passed.
    expect(await rates.take([{ key: device, limit: 3 }], T0 + WINDOW)).toBe(0);
  });

  it('answers for the strictest of a call’s keys, counting each', async () => {
    const { rates } = make();
    const address = fresh('a');
    const [d1, d2] = [fresh('d'), fresh('d')];
    expect(
      await rates.take(
        [
          { key: address, limit: 2 },
          { key: d1, limit: 5 },
        ],
        T0,
      ),
    ).toBe(0);
    expect(
      await rates.take(
        [
          { key: address, limit: 2 },
          { key: d2, limit: 5 },
        ],
        T0 + 10_000,
      ),
    ).toBe(0);
    expect(
      await rates.take(
        [
          { key: address, limit: 2 },
          { key: d2, limit: 5 },
        ],
        T0 + 20_000,
      ),
    ).toBe(40);
    // The device was counted too, though the address refused.
    expect(await rates.take([{ key: d2, limit: 2 }], T0 + 20_000)).toBe(50);
  });
});

describe.each(stores)('a call admitted in %s: counts and nonce in one step', (_name, make) => {
  it('takes the nonce once and counts every call, replays included', async () => {
    const { admission } = make();
    const [address, device, nonce] = [fresh('a'), fresh('d'), fresh('nonce')];
    const hits = [
      { key: device, limit: 2 },
      { key: address, limit: 10 },
    ];
    expect(await admission.admit(hits, { nonce, timestampMs: T0 }, T0)).toEqual({ retryAfter: 0, firstSeen: true });
    expect(await admission.admit(hits, { nonce, timestampMs: T0 }, T0 + 1000)).toEqual({
      retryAfter: 0,
      firstSeen: false,
    });
    // The device's third call in its window is over its limit of 2: 59 s of the window left.
    expect(await admission.admit(hits, { nonce: fresh('nonce'), timestampMs: T0 }, T0 + 1000)).toEqual({
      retryAfter: 59,
      firstSeen: true,
    });
    // Without a nonce (a call refused before its signature), only the counts.
    expect(await admission.admit([{ key: address, limit: 3 }], undefined, T0 + 2000)).toEqual({
      retryAfter: 58,
      firstSeen: true,
    });
  });

  it('takes a nonce without counts, and counts without a nonce', async () => {
    const { admission, rates } = make();
    const nonce = fresh('nonce');
    expect(await admission.admit([], { nonce, timestampMs: T0 }, T0)).toEqual({ retryAfter: 0, firstSeen: true });
    expect(await admission.admit([], { nonce, timestampMs: T0 }, T0)).toEqual({ retryAfter: 0, firstSeen: false });
    const key = fresh('d');
    expect(await admission.admit([{ key, limit: 1 }], undefined, T0)).toEqual({ retryAfter: 0, firstSeen: true });
    expect(await rates.take([{ key, limit: 1 }], T0 + 1000)).toBe(59);
  });
});

describe('request guards in the database', () => {
  it('admits one of many simultaneous calls with one nonce, counting them all', async () => {
    const replay = new RequestNonceRepository(database.db, 600_000);
    const rates = new RateWindowRepository(database.db, WINDOW);
    const admission = new RequestAdmissionRepository(database.db, replay, rates);
    const [nonce, key] = [fresh('race'), fresh('burst')];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admission.admit([{ key, limit: 10 }], { nonce, timestampMs: T0 }, T0)),
    );
    expect(answers.filter((a) => a.firstSeen)).toHaveLength(1);
    expect(answers.filter((a) => a.retryAfter === 0)).toHaveLength(10);
  });

  it('lets exactly `limit` of many simultaneous calls through', async () => {
    const rates = new RateWindowRepository(database.db, WINDOW);
    const key = fresh('burst');
    const answers = await Promise.all(Array.from({ length: 40 }, () => rates.take([{ key, limit: 10 }], T0)));
    expect(answers.filter((seconds) => seconds === 0)).toHaveLength(10);
  });

  it('refuses all but one of many simultaneous uses of one nonce', async () => {
    const replay = new RequestNonceRepository(database.db, 600_000);
    const nonce = fresh('race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => replay.firstSeen(nonce, T0, T0)));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('sweeps nonces and windows that can no longer matter', async () => {
    const replay = new RequestNonceRepository(database.db, 600_000);
    const rates = new RateWindowRepository(database.db, WINDOW);
    const later = T0 + 24 * 3600_000;
    const nonce = fresh('old');
    await replay.firstSeen(nonce, later - 700_000, later - 700_000);
    const recent = fresh('recent');
    await replay.firstSeen(recent, later, later);
    const [gone, kept] = [fresh('gone'), fresh('kept')];
    await rates.take([{ key: gone, limit: 5 }], later - WINDOW);
    await rates.take([{ key: kept, limit: 5 }], later - 1000);
    await replay.sweep(later);
    await rates.sweep(later);
    const nonces = (await database.db.selectFrom('request_nonce').select('nonce').execute()).map((row) => row.nonce);
    expect(nonces).toContain(recent);
    expect(nonces).not.toContain(nonce);
    const keys = (await database.db.selectFrom('rate_limit_window').select('key').execute()).map((row) => row.key);
    expect(keys).toContain(kept);
    expect(keys).not.toContain(gone);
  });
});
