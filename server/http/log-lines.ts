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
      const busy = (error as NodeJS.ErrnoException | null)?.code === 'EAGAIN';
      // A short write or a full non-blocking pipe keeps the rest first in line, tried again shortly.
      const rest = busy ? text : error ? '' : Buffer.from(text, 'utf8').subarray(written).toString('utf8');
      if (rest) this.pending.unshift(rest);
      if (this.pending.length === 0) return;
      if (busy) setTimeout(() => this.flush(), 5);
      else this.flush();
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
