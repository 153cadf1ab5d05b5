import fs from 'node:fs';

/**
 * The server's log destination: lines written in batches, once per turn of
 * the event loop, by an asynchronous write, instead of one blocking write(2)
 * per line (pino's default on stdout). A call's request line then costs
 * its serialization, not a system call on the request's path. close()
 * writes what is left synchronously, so shutdown loses nothing; only a hard
 * crash can lose the lines of its last moment.
 */
export class LogLines {
  private pending: string[] = [];
  private scheduled = false;
  private writing = false;

  constructor(private readonly fd = 1) {}

  /** pino's destination interface. */
  write(line: string): boolean {
    this.pending.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
    return true;
  }

  private flush(): void {
    this.scheduled = false;
    if (this.writing || this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.writing = true;
    fs.write(this.fd, text, null, 'utf8', (error, written) => {
      this.writing = false;
      // A short write (a full pipe) keeps its rest first in line.
      const rest = error ? '' : Buffer.from(text, 'utf8').subarray(written).toString('utf8');
      if (rest) this.pending.unshift(rest);
      if (this.pending.length > 0) this.flush();
    });
  }

  /** Writes everything not yet written, synchronously (shutdown). */
  flushSync(): void {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    try {
      fs.writeSync(this.fd, text);
    } catch {
      // stdout is gone: nothing left to tell
    }
  }
}
