import { useEffect, useRef } from 'react';
import type { BackClosesProps } from './platform.types';

// Browser back (and a phone's back, which is the browser's) with a sheet open closes
// the sheet instead of leaving the page. Opening a sheet adds a history entry for the
// same address; back from it arrives on the page's own entry, and that popstate is
// kept from Taro's router (a capture listener on window runs before the router's).
//
// A sheet closed otherwise (a tap, or the app leaving the page) takes its entry away
// again with a step back whose popstate is kept from the router too, so history holds
// exactly the router's pages: the app's own back by N pages then lands N pages back.
// (Leaving a spent entry behind made a later navigateBack land one page short.)

const KEY = 'fbSheet';

interface OpenSheet {
  token: string;
  close(): void;
}

const tokenOf = (state: unknown) => (state as Record<string, unknown> | null)?.[KEY];

const open: OpenSheet[] = [];
/** The step back taking sheet entries away, until its popstate arrives. */
let removing: { done: Promise<void>; resolve: () => void } | null = null;
let installed = false;
let counter = 0;
/** A popstate that never comes (a browser that skips it) must not hold navigation up. */
const REMOVAL_WAIT_MS = 600;

function onPopState(event: PopStateEvent) {
  if (removing) {
    event.stopImmediatePropagation();
    const { resolve } = removing;
    removing = null;
    resolve();
    return;
  }
  const top = open[open.length - 1];
  if (!top || tokenOf(event.state) === top.token) return;
  event.stopImmediatePropagation();
  open.pop();
  top.close();
}

function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', onPopState, true);
}

/** Steps back over `count` sheet entries, out of the router's sight. */
function removeEntries(count: number): Promise<void> | null {
  if (removing) return removing.done;
  if (count < 1) return null;
  let resolve = () => {};
  const done = new Promise<void>((r) => (resolve = r));
  const pending = { done, resolve };
  removing = pending;
  setTimeout(() => {
    if (removing === pending) {
      removing = null;
      resolve();
    }
  }, REMOVAL_WAIT_MS);
  window.history.go(-count);
  return done;
}

/** A sheet closed otherwise than by back: its entry goes if it is the one on top. */
function closedOtherwise(token: string) {
  const at = open.findIndex((s) => s.token === token);
  if (at >= 0) open.splice(at, 1);
  if (tokenOf(window.history.state) === token) removeEntries(1);
}

/**
 * The page is being left or covered by the app (back, redirect, relaunch, a page
 * opened over it): the sheets it had open no longer catch back, and their entries go
 * first, so the router's step counts only pages. A promise when there is something
 * to wait for (a step back under way, or one started here), null when navigation
 * can go at once.
 */
export function leavingPage(): Promise<void> | null {
  if (typeof window === 'undefined') return null;
  const top = open[open.length - 1];
  const onTop = top && tokenOf(window.history.state) === top.token ? open.length : 0;
  open.length = 0;
  return removing ? removing.done : removeEntries(onTop);
}

/** While `visible`, back calls `onBack` (which closes the sheet) instead of leaving the page. */
function useBackCloses(visible: boolean, onBack: () => void): void {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    if (!visible || typeof window === 'undefined') return;
    install();
    const token = `s${++counter}`;
    window.history.pushState({ ...(window.history.state as object), [KEY]: token }, '', window.location.href);
    const sheet: OpenSheet = { token, close: () => latest.current() };
    open.push(sheet);
    return () => closedOtherwise(token);
  }, [visible]);
}

/** A sheet's catcher of back, placed beside the sheet (a component, as the mini-programs' is). */
export function BackCloses({ visible, onBack }: BackClosesProps) {
  useBackCloses(visible, onBack);
  return null;
}
