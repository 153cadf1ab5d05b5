import { useEffect, useRef } from 'react';
import type { BackClosesProps } from './platform.types';

// Browser back (and a phone's back, which is the browser's) with a sheet open closes
// the sheet instead of leaving the page. Opening a sheet adds a history entry for the
// same address; back from it arrives on the page's own entry, and that popstate is
// kept from Taro's router (a capture listener on window runs before the router's).
//
// A sheet closed by a tap leaves its entry behind, marked spent: going back off a spent
// entry arrives on the page's own entry again, which is kept from the router too and
// followed by one more step back, so one press of back still leaves the page.

const KEY = 'fbSheet';

interface OpenSheet {
  token: string;
  close(): void;
}

/** The router's own place in history (history v5 keeps `idx` in the state). */
const indexOf = (state: unknown) => (state as { idx?: number } | null)?.idx;
const tokenOf = (state: unknown) => (state as Record<string, unknown> | null)?.[KEY];

const open: OpenSheet[] = [];
/** Page entries a spent sheet entry sits on: arriving there by back means one more step. */
const spent: Array<{ idx: number | undefined; href: string }> = [];
let installed = false;
let counter = 0;

function onPopState(event: PopStateEvent) {
  const top = open[open.length - 1];
  if (top) {
    if (tokenOf(event.state) === top.token) return;
    event.stopImmediatePropagation();
    open.pop();
    top.close();
    return;
  }
  if (tokenOf(event.state) !== undefined) return;
  const at = spent.findIndex((s) => s.idx === indexOf(event.state) && s.href === window.location.href);
  if (at < 0) return;
  spent.splice(at, 1);
  event.stopImmediatePropagation();
  window.history.back();
}

function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('popstate', onPopState, true);
}

/** Marks the entry of a sheet that closed otherwise than by back as spent. */
function spend(token: string) {
  const at = open.findIndex((s) => s.token === token);
  if (at >= 0) open.splice(at, 1);
  const state = window.history.state as Record<string, unknown> | null;
  if (tokenOf(state) !== token) return;
  spent.push({ idx: indexOf(state), href: window.location.href });
  window.history.replaceState({ ...state, [KEY]: `${token}-spent` }, '', window.location.href);
}

/**
 * The page is being left by the app (back, redirect, relaunch): the sheets it had
 * open no longer catch back, and their entries are spent.
 */
export function leavingPage(): void {
  if (typeof window === 'undefined') return;
  const state = window.history.state as Record<string, unknown> | null;
  const top = open[open.length - 1];
  open.length = 0;
  if (top && tokenOf(state) === top.token) {
    spent.push({ idx: indexOf(state), href: window.location.href });
    window.history.replaceState({ ...state, [KEY]: `${top.token}-spent` }, '', window.location.href);
  }
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
    return () => spend(token);
  }, [visible]);
}

/** A sheet's catcher of back, placed beside the sheet (a component, as the mini-programs' is). */
export function BackCloses({ visible, onBack }: BackClosesProps) {
  useBackCloses(visible, onBack);
  return null;
}
