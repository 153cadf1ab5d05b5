import { JSDOM } from 'jsdom';

// miniprogram-simulate and j-component are built for jest's jsdom environment: they
// render into `document` and read `window`. The suite runs in Node (the test server
// lives in the same process), so only the few DOM globals the library touches are
// installed here, not a whole browser environment over Node's own globals.

let installed: JSDOM | null = null;

export function installDomGlobals(): void {
  if (installed) return;
  installed = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'https://servicewechat.com/',
  });
  const { window } = installed;
  const target = globalThis as Record<string, unknown>;
  target.window = window;
  target.document = window.document;
  // j-component dispatches taps and custom events with these constructors.
  target.CustomEvent = window.CustomEvent;
  target.TouchEvent = window.TouchEvent;
}
