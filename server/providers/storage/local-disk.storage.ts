import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';

/** Files under a directory; keys are relative paths made only by the server. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${full}.${process.pid}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, full);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }
}
