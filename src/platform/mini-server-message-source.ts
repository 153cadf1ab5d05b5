import type { ServerMessageKey } from '../common/server-messages';
import type { ServerMessageSource, ServerMessageSourceDeps, ServerMessageTable } from './server-message-source.types';

/** Where the fetched table is kept between runs. */
export const SERVER_MESSAGES_STORAGE_KEY = 'i18n.serverMessages';

/** What the server sends and the storage keeps (server/http/server-messages-file.ts). */
interface ServerMessagesDocument {
  version: string;
  table: Record<string, string>;
  texts: Record<string, string>;
}

function parseDocument(text: string | null): ServerMessagesDocument | null {
  if (!text) return null;
  try {
    const doc = JSON.parse(text) as Partial<ServerMessagesDocument>;
    if (typeof doc.version !== 'string' || !doc.table || !doc.texts) return null;
    return doc as ServerMessagesDocument;
  } catch {
    return null;
  }
}

function tableOf(doc: ServerMessagesDocument): ServerMessageTable {
  const byText = new Map(Object.entries(doc.table).map(([key, text]) => [text, key as ServerMessageKey]));
  return { serverMessageKey: (text) => byText.get(text), texts: doc.texts };
}

/** The version this build was made with (config/locale-versions.ts); none when unset (tests, a bare build). */
function buildVersion(): string | undefined {
  try {
    return (JSON.parse(process.env.TARO_APP_LOCALE_VERSIONS || '{}') as { serverMessages?: string }).serverMessages;
  } catch {
    return undefined;
  }
}

/**
 * Mini-programs: the table of server messages and their Simplified Chinese texts stay
 * out of the main package (its size limit). They are fetched from our server the first
 * time a message is shown and kept in the host's storage, as the other languages are
 * (mini-language-source.ts). Without deps (no app yet) or offline with nothing stored
 * it rejects, and the caller shows the server's own words.
 */
export function createMiniServerMessageSource(
  deps: ServerMessageSourceDeps | undefined,
  expected: string | undefined = buildVersion(),
): ServerMessageSource {
  let loaded: ServerMessageTable | undefined;
  return {
    async load() {
      if (loaded) return loaded;
      if (!deps) throw new Error('server messages: no network yet');
      const stored = parseDocument(deps.storage.get(SERVER_MESSAGES_STORAGE_KEY));
      if (stored && expected && stored.version === expected) return (loaded = tableOf(stored));
      const query = expected ? `?v=${encodeURIComponent(expected)}` : '';
      try {
        const response = await deps.request({
          url: `${deps.apiBase()}/i18n/server-messages.json${query}`,
          method: 'GET',
          headers: { accept: 'application/json' },
          timeoutMs: 15_000,
        });
        const fetched = response.status === 200 ? parseDocument(response.body) : null;
        if (!fetched) throw new Error(`server messages: HTTP ${response.status}`);
        deps.storage.set(SERVER_MESSAGES_STORAGE_KEY, response.body);
        return (loaded = tableOf(fetched));
      } catch (error) {
        // A build that names no version cannot tell a stale copy: offline, any copy beats none.
        if (stored && !expected) return (loaded = tableOf(stored));
        throw error;
      }
    },
  };
}
