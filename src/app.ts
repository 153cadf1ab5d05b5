// First: the platform layer installs what mini-program hosts lack (Headers,
// text encoding) before any generated API module loads.
import '@/platform';
import type { PropsWithChildren } from 'react';
// NutUI's theme variables, once for the whole app; each component brings its own CSS
// through babel-plugin-import (see babel.config.js).
import '@nutui/nutui-react-taro/dist/styles/themes/default.css';
import './app.scss';

// Pages read the root store through useRootStore(), whose context defaults to the
// app's one store, so the app shell needs no provider.
function App({ children }: PropsWithChildren) {
  return children;
}

export default App;
