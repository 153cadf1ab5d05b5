// react-dom for the mini-program builds under Preact. Taro's mini-program runtime sees
// React 18 (preact/compat says 18.3.1) and calls ReactDOM.createRoot, which Preact keeps
// in preact/compat/client; the H5 build imports react-dom/client itself.
import compat from 'preact/compat';
import { createRoot, hydrateRoot } from 'preact/compat/client';

export * from 'preact/compat';
export { createRoot, hydrateRoot };
export default { ...compat, createRoot, hydrateRoot };
