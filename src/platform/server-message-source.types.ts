import type { ServerMessageKey } from '../common/server-messages';
import type { LanguageSourceDeps } from './language-source.types';

/** What the error presenter and the image upload need of the table of server messages. */
export interface ServerMessageTable {
  /** The key of a known server message, for translation; undefined for others. */
  serverMessageKey(text: string): ServerMessageKey | undefined;
  /** Simplified Chinese texts still to add to the bundled language (none when they came with the code). */
  texts?: Record<string, string>;
}

/** Where the table comes from: an H5 chunk, or our server in a mini-program. */
export interface ServerMessageSource {
  /** Rejects when it cannot be had (offline with nothing stored for this release). */
  load(): Promise<ServerMessageTable>;
}

/** The same needs as a fetched language's: the host's network and storage, and the API base. */
export type ServerMessageSourceDeps = LanguageSourceDeps;

export type CreateServerMessageSource = (deps: ServerMessageSourceDeps | undefined) => ServerMessageSource;
