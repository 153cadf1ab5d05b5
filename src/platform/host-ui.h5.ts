import type { HostChooseImages, HostModal, HostToast } from './host-ui.types';
import type * as TaroHostUiModule from './taro-host-ui';

// Taro's H5 toast, modal and image picker load with their first use, not with the
// entry: the first page draws without them. Calls made while the chunk is on its
// way wait for it in order, so a toast raised at start still shows; once loaded,
// calls go through the loaded module straight away.

type TaroHostUi = typeof TaroHostUiModule;

let loaded: TaroHostUi | undefined;
let loading: Promise<TaroHostUi> | undefined;

function loadHostUi(): Promise<TaroHostUi> {
  loading ??= import(/* webpackChunkName: "host-ui" */ './taro-host-ui').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // offline: the next message tries again
      throw error;
    },
  );
  return loading;
}

// Fetched ahead of need a while after the page has loaded (the first page's data
// has arrived by then), so a message shown later, "network request failed" above
// all, finds it in the browser's cache.
const PRELOAD_AFTER_LOAD_MS = 5000;
if (typeof window !== 'undefined') {
  window.addEventListener('load', () => setTimeout(() => loadHostUi().catch(() => undefined), PRELOAD_AFTER_LOAD_MS), {
    once: true,
  });
}

export const showHostToast: HostToast = (text, durationMs) => {
  if (loaded) return loaded.taroToast(text, durationMs);
  loadHostUi().then(
    (module) => module.taroToast(text, durationMs),
    () => undefined, // the chunk did not arrive (offline): this toast is lost, as a refused one is
  );
};

export const showHostModal: HostModal = async (options) => (loaded ?? (await loadHostUi())).taroModal(options);

// The picker first asks camera or album in an action sheet, whose tap is the
// gesture the browser wants before it opens the file chooser: loading first is safe.
export const chooseHostImages: HostChooseImages = async (count) =>
  (loaded ?? (await loadHostUi())).taroChooseImages(count);
