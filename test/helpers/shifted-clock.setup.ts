// Loaded before every server (vitest) and client (jest) test file. With
// TEST_NOW set to an ISO instant, the process's calendar starts at that
// instant: `Date.now()` and `new Date()` return real time plus a fixed offset,
// so timeouts, leases and durations still flow at the real pace while every
// "today" a test or the code under test computes is the chosen day. PGlite
// runs in this process and reads the same clock, so SQL now() agrees; a
// PostgreSQL server keeps its own clock (that suite runs without TEST_NOW).
// Server processes a test spawns keep the real clock too.
// Used to run the date-sensitive suites on every weekday and late in the
// evening (docs/database.md, "Tests").
export {};

const testNow = process.env.TEST_NOW;
const REAL_DATE = Symbol.for('feastbook.test.realDate');

if (testNow) installShiftedClock(testNow);

function installShiftedClock(iso: string) {
  // A worker runs this before each of its test files: every file starts at
  // TEST_NOW, measured against the real clock, not the previous file's.
  const holder = globalThis as typeof globalThis & { [REAL_DATE]?: DateConstructor };
  const RealDate = holder[REAL_DATE] ?? globalThis.Date;
  holder[REAL_DATE] = RealDate;
  const target = RealDate.parse(iso);
  if (Number.isNaN(target)) throw new Error(`TEST_NOW is not an ISO instant: ${iso}`);
  const realNow = RealDate.now.bind(RealDate);
  const offset = target - realNow();
  // `Date.now` lives on this overlay, not on the real Date: a test may still
  // spy on it (jest.spyOn, vi.spyOn) and restore it, and the shifted clock
  // keeps reading the real one underneath.
  const shifted = () => realNow() + offset;
  const overlay: { now: () => number } = { now: shifted };
  const isNow = (property: string | symbol) => property === 'now';

  // A proxy rather than a subclass: `instanceof Date`, Date.prototype and
  // dates made before this point keep working, and Date() called without
  // `new` still returns a string, as it must.
  globalThis.Date = new Proxy(RealDate, {
    construct(Real, args, newTarget) {
      return Reflect.construct(Real, args.length === 0 ? [shifted()] : args, newTarget);
    },
    apply() {
      return new RealDate(shifted()).toString();
    },
    get: (Real, property, receiver) => (isNow(property) ? overlay.now : Reflect.get(Real, property, receiver)),
    set: (Real, property, value, receiver) =>
      isNow(property) ? Reflect.set(overlay, property, value) : Reflect.set(Real, property, value, receiver),
    defineProperty: (Real, property, descriptor) =>
      isNow(property)
        ? Reflect.defineProperty(overlay, property, { ...descriptor, configurable: true })
        : Reflect.defineProperty(Real, property, descriptor),
    getOwnPropertyDescriptor: (Real, property) =>
      isNow(property)
        ? { ...Reflect.getOwnPropertyDescriptor(overlay, property), enumerable: false, configurable: true }
        : Reflect.getOwnPropertyDescriptor(Real, property),
  });
}
