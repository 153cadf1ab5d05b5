// Where uploaded bytes live. Local disk by default; an object store adapter
// implements the same three calls.
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
