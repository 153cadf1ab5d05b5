// The web-view page says it was closed, on Taro's event center: a hosted payment
// cashier opened there (src/platform/hosted-cashier.ts) waits for the person to come back.
export const WEBVIEW_CLOSED_EVENT = 'webview.closed';
