// Mini-program engines have no fetch API. The Connect client builds `new Headers()`
// even when a custom transport does the I/O (for example when it turns a response into
// a ConnectError), so a small standard-shaped Headers is installed where none exists.

type HeadersInitLike =
  | MiniHeaders
  | Array<[string, string]>
  | Record<string, string>
  | { forEach(callback: (value: string, key: string) => void): void };

export class MiniHeaders {
  private readonly map = new Map<string, string>();

  constructor(init?: HeadersInitLike) {
    if (!init) return;
    if (Array.isArray(init)) {
      for (const [key, value] of init) this.append(key, value);
    } else if (typeof (init as { forEach?: unknown }).forEach === 'function') {
      (init as { forEach(cb: (value: string, key: string) => void): void }).forEach((value, key) =>
        this.append(key, value),
      );
    } else {
      for (const [key, value] of Object.entries(init as Record<string, string>)) this.append(key, value);
    }
  }

  append(name: string, value: string): void {
    const key = name.toLowerCase();
    const prev = this.map.get(key);
    this.map.set(key, prev === undefined ? String(value) : `${prev}, ${value}`);
  }

  set(name: string, value: string): void {
    this.map.set(name.toLowerCase(), String(value));
  }

  get(name: string): string | null {
    const value = this.map.get(name.toLowerCase());
    return value === undefined ? null : value;
  }

  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }

  delete(name: string): void {
    this.map.delete(name.toLowerCase());
  }

  forEach(callback: (value: string, key: string, parent: MiniHeaders) => void): void {
    for (const [key, value] of this.entries()) callback(value, key, this);
  }

  *entries(): IterableIterator<[string, string]> {
    // The standard iterates in sorted name order.
    const keys = Array.from(this.map.keys()).sort();
    for (const key of keys) yield [key, this.map.get(key) as string];
  }

  *keys(): IterableIterator<string> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }
}

/** Installs MiniHeaders as the global Headers unless the host already has one. */
export function installHeadersPolyfill(target: Record<string, unknown> = globalThis as never): void {
  if (typeof target.Headers === 'undefined') {
    target.Headers = MiniHeaders;
  }
}
