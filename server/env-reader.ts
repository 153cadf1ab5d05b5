// Reads settings from the environment strictly: a value that is set but not
// understood is a problem to report, never a silent fallback (a typo in
// `REQUIRE_SIGNATURE=ture` must not turn signatures off). Every problem is
// collected, so one start lists them all.

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

/** The configuration could not be read; `problems` holds one line per bad setting. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The configuration is not valid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** A boolean setting: true/false, 1/0, yes/no, on/off (any case); anything else throws. */
export function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  throw new Error(`${name} must be true or false (or 1/0, yes/no, on/off), got "${value}"`);
}

export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** Runs a reading that may throw, keeping its message as a problem and answering `fallback`. */
  attempt<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (error) {
      this.problems.push((error as Error).message);
      return fallback;
    }
  }

  /** The raw value, trimmed; '' when unset. */
  string(name: string, fallback = ''): string {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? fallback : value.trim();
  }

  bool(name: string, fallback: boolean): boolean {
    return this.attempt(() => parseBool(name, this.env[name], fallback), fallback);
  }

  int(name: string, fallback: number, range: { min?: number; max?: number } = {}): number {
    const text = this.string(name);
    if (text === '') return fallback;
    const min = range.min ?? 0;
    const max = range.max ?? Number.MAX_SAFE_INTEGER;
    const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      const bounds = range.max === undefined ? `at least ${min}` : `from ${min} to ${max}`;
      this.problems.push(`${name} must be a whole number ${bounds}, got "${this.env[name]}"`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const text = this.string(name);
    if (text === '') return fallback;
    if ((allowed as readonly string[]).includes(text)) return text as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, got "${text}"`);
    return fallback;
  }

  /** An absolute URL with one of `protocols` (e.g. ['http:', 'https:']); '' when unset. Trailing slashes dropped. */
  url(name: string, protocols: readonly string[], options: { requireHost?: boolean } = {}): string {
    const text = this.string(name);
    if (text === '') return '';
    let parsed: URL | null = null;
    try {
      parsed = new URL(text);
    } catch {
      // reported below
    }
    // The value is not repeated: a database URL carries its password.
    if (!parsed || !protocols.includes(parsed.protocol) || (options.requireHost !== false && !parsed.host)) {
      this.problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      return '';
    }
    return text.replace(/\/+$/, '');
  }

  /** Throws a ConfigError listing every problem found so far. */
  finish(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }
}
