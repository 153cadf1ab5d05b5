import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem } from '@common/report-range';

// The report page's presets, from a store's business date today, and the
// range rule the page checks before the server does.
describe('report ranges', () => {
  it('ends the last 7 and 30 days today, and takes last week from Monday to Sunday', () => {
    // Wednesday 2026-03-04.
    expect(presetRange('last7', '2026-03-04')).toEqual({ startDate: '2026-02-26', endDate: '2026-03-04' });
    expect(presetRange('last30', '2026-03-04')).toEqual({ startDate: '2026-02-03', endDate: '2026-03-04' });
    expect(presetRange('lastWeek', '2026-03-04')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    // On a Monday and a Sunday, last week is the one before the current week.
    expect(presetRange('lastWeek', '2026-03-02')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(presetRange('lastWeek', '2026-03-08')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
  });

  it('allows at most 92 days, and refuses reversed or malformed dates', () => {
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-02' })).toBeUndefined();
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-04-03' })).toBe('reportRangeTooLong');
    expect(rangeProblem({ startDate: '2026-03-08', endDate: '2026-03-02' })).toBe('invalidDate');
    expect(rangeProblem({ startDate: '2026-3-1', endDate: '2026-03-02' })).toBe('invalidDate');
  });
});
