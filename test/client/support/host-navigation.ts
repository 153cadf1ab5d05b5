import Taro from '@tarojs/taro';
import { Current } from '@tarojs/runtime';

// The host's page stack and navigation, watched: the app's navigator and login flow
// run for real and call these; the test sees where the person was sent.

export interface HostNavigation {
  navigateTo: jest.SpyInstance;
  redirectTo: jest.SpyInstance;
  reLaunch: jest.SpyInstance;
  navigateBack: jest.SpyInstance;
  /** The urls opened by any of navigateTo, redirectTo and reLaunch, in order. */
  opened(): string[];
}

/** Pretends these pages are open (bottom first); the last one is the current page. */
export function openPages(...paths: string[]): void {
  jest
    .spyOn(Taro, 'getCurrentPages')
    .mockReturnValue(paths.map((path) => ({ route: path.split('?')[0].replace(/^\//, ''), path })) as never);
  const top = paths[paths.length - 1] ?? '/pages/home/index';
  Current.router = { path: top.split('?')[0], params: {} } as never;
}

export function watchNavigation(): HostNavigation {
  const ok = { errMsg: 'ok' } as never;
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(ok);
  const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue(ok);
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue(ok);
  const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue(ok);
  const opened = () =>
    [navigateTo, redirectTo, reLaunch]
      .flatMap((spy) =>
        spy.mock.calls.map((call, i) => ({
          url: (call[0] as { url: string }).url,
          order: spy.mock.invocationCallOrder[i],
        })),
      )
      .sort((a, b) => a.order - b.order)
      .map((call) => call.url);
  return { navigateTo, redirectTo, reLaunch, navigateBack, opened };
}
