// The mini-program builds' loader (Taro picks this file for weapp; the H5 one is
// im-app-loader.h5.ts). Their builds turn import() into require() anyway, and the tab
// bar on the main package's tab pages shows the unread badges, so the messages store
// stays in the main package: registered as the app starts, nothing to fetch.
import '../stores/im-app';

export function loadImApp(): Promise<unknown> {
  return Promise.resolve();
}
