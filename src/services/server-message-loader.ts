import { addTexts } from '../i18n/i18n';
import { DEFAULT_LANGUAGE } from '../i18n/language';
import {
  createServerMessageSource,
  type ServerMessageSource,
  type ServerMessageTable,
} from '@/platform/server-message-source';

let source: ServerMessageSource | undefined;
let loading: Promise<ServerMessageTable> | undefined;

/** Where the table comes from: the root store makes it with the host's network and storage. */
export function setServerMessageSource(next: ServerMessageSource): void {
  source = next;
  loading = undefined;
}

/**
 * The table of server messages (common/server-messages.ts) and their Simplified Chinese
 * texts, fetched the first time a message is shown: a diner's first page rarely fails,
 * and the entry is smaller without them. H5 loads them as a chunk, a mini-program from
 * our server (platform/server-message-source.*). A failed fetch (offline) is tried again
 * on the next call.
 */
export function loadServerMessages(): Promise<ServerMessageTable> {
  source ??= createServerMessageSource(undefined);
  loading ??= source.load().then(
    (table) => {
      if (table.texts) {
        addTexts(DEFAULT_LANGUAGE, 'translation', { serverMessage: table.texts });
      }
      return table;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
