import type { LocationResult, NavBarMetrics, ShareContent, ShareResult, StatusBarStyle } from './platform.types';

// Browser implementations of the device services (H5, web, chat-app browsers).

const LOCATION_TIMEOUT_MS = 10_000;

export function h5Location(): Promise<LocationResult> {
  return new Promise((resolve) => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) return resolve({ denied: true });
    geo.getCurrentPosition(
      (position) =>
        resolve({ denied: false, latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve({ denied: true }),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

export async function h5CopyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no user gesture, insecure origin): try the old way below.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand?.('copy') ?? false;
    document.body.removeChild(area);
    return ok;
  } catch {
    return false;
  }
}

export async function h5PhoneCall(phone: string): Promise<boolean> {
  if (!phone) return false;
  window.location.href = `tel:${phone}`;
  return true;
}

/** The system share sheet where the browser has one, else the link is copied. */
export async function h5Share(content: ShareContent, appBase: string): Promise<ShareResult> {
  const url = `${window.location.origin}${appBase}${content.path}`;
  const nav = navigator as Navigator & { share?: (data: { title: string; url: string }) => Promise<void> };
  if (nav.share) {
    try {
      await nav.share({ title: content.title, url });
      return 'shared';
    } catch {
      return 'failed';
    }
  }
  return (await h5CopyText(url)) ? 'copied' : 'failed';
}

export function h5NavBarMetrics(): NavBarMetrics {
  return { statusBarHeight: 0, navBarHeight: 44, capsuleWidth: 0 };
}

/** The browser's theme colour and the theme variables on the document, for what renders outside a page (toasts, dialogs). */
export function h5ApplyTheme(statusBar: StatusBarStyle, variables: Record<string, string>): void {
  let meta = document.querySelector('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'theme-color');
    document.head.appendChild(meta);
  }
  meta.setAttribute('content', statusBar.background);
  const root = document.documentElement;
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  document.body.style.background = variables['--fb-color-background'] ?? '';
}

export function h5RemoveQueryParamAndReload(name: string): boolean {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(name)) return false;
  url.searchParams.delete(name);
  window.location.replace(url.toString());
  return true;
}
