import { REACH_BOTTOM_DISTANCE_COMPLETION_USER, REACH_BOTTOM_DISTANCE_LIST } from '@/components/page-shell';

// Page configs are read by Taro at build time and hold literals; these keep them equal
// to the spec's thresholds (section 9).
(globalThis as { definePageConfig?: (c: unknown) => unknown }).definePageConfig = (config) => config;

function config(path: string): Record<string, unknown> {
  return require(`@/pages/${path}/index.config`).default;
}

describe('page options', () => {
  it.each([
    ['home', { enablePullDownRefresh: true, onReachBottomDistance: REACH_BOTTOM_DISTANCE_LIST }],
    ['feast', { onReachBottomDistance: REACH_BOTTOM_DISTANCE_LIST }],
    ['sub-merchant/store-order-detail', { enablePullDownRefresh: true }],
    ['sub-user/completion-user', { onReachBottomDistance: REACH_BOTTOM_DISTANCE_COMPLETION_USER }],
  ])('%s', (path, expected) => {
    expect(config(path)).toEqual(expected);
  });

  it('the thresholds are the spec’s', () => {
    expect(REACH_BOTTOM_DISTANCE_LIST).toBe(300);
    expect(require('@/components/page-shell').REACH_BOTTOM_DISTANCE_COMPLETION_USER).toBe(200);
  });
});
