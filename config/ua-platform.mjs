// Stands in for the `platform` package in the H5 build (alias in config/index.ts). Taro's
// H5 APIs import it only for getDeviceInfo()'s brand, model, system and platform; the
// package's database of browsers and devices was 17 KB raw, 7 KB gzip, of the entry,
// read by nothing of ours (NutUI reads `platform` in WeChat mini-programs only). This
// reads the same four answers from the user agent: the OS as platform.js names it
// (iOS, Android, OS X, Windows, Chrome OS, Linux), the Apple device or the Android model.

/** @param {string} ua */
export function parseUserAgent(ua) {
  const apple = /\b(iPhone|iPad|iPod)\b/.exec(ua);
  const android = /\bAndroid(?:\s+([\d.]+))?/.exec(ua);
  /** @type {[string, string | null] | null} */
  let found = null;
  if (apple) found = ['iOS', (/\bOS ([\d_]+)/.exec(ua)?.[1] ?? '').replace(/_/g, '.') || null];
  else if (android) found = ['Android', android[1] ?? null];
  else if (/\bCrOS\b/.test(ua)) found = ['Chrome OS', null];
  else if (/\bWindows\b/.test(ua)) found = ['Windows', WINDOWS[/Windows NT ([\d.]+)/.exec(ua)?.[1] ?? ''] ?? null];
  else if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) {
    found = ['OS X', (/Mac OS X ([\d_.]+)/.exec(ua)?.[1] ?? '').replace(/_/g, '.') || null];
  } else if (/\bLinux\b/.test(ua)) found = ['Linux', null];
  const os = found && {
    family: found[0],
    version: found[1],
    toString() {
      return this.version ? `${this.family} ${this.version}` : this.family;
    },
  };
  const product = apple ? apple[1] : android ? (/;\s*([^;)]+?)\s+Build\//.exec(ua)?.[1] ?? null) : null;
  const manufacturer = apple || os?.family === 'OS X' ? 'Apple' : null;
  return { os, product, manufacturer };
}

// Windows NT versions as platform.js names them.
/** @type {Record<string, string>} */
const WINDOWS = { '10.0': '10', 6.3: '8.1', 6.2: '8', 6.1: '7', '6.0': 'Vista', 5.1: 'XP' };

export default parseUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent);
