// First: the platform layer installs what mini-program hosts lack (Headers,
// text encoding) before any generated API module loads.
import '@/platform';
import type { PropsWithChildren } from 'react';
import { useLaunch, usePageNotFound } from '@tarojs/taro';
// NutUI's theme variables, once for the whole app; each component brings its own CSS
// through babel-plugin-import (see babel.config.js).
import '@nutui/nutui-react-taro/dist/styles/themes/default.css';
// The root store applies the stored or device language before the first render.
import { rootStore } from '@/stores';
import { launchApp, openUnknownPath } from '@/routing/app-launch';
import { hostUpdateManager } from '@/platform/app-update';
import { watchForAppUpdate } from '@/services/app-update';
import './app.scss';

// Pages read the root store through useRootStore(), whose context defaults to the
// app's one store, so the app shell needs no provider. Each page's PageShell carries
// the theme, the navigation bar and the error boundary.
function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    void launchApp(rootStore, (options?.query ?? {}) as Record<string, string>, options?.path);
    watchForAppUpdate(hostUpdateManager());
  });
  usePageNotFound((res) => {
    void openUnknownPath(rootStore, res.path, (res.query ?? {}) as Record<string, string>);
  });
  return children;
}

export default App;
