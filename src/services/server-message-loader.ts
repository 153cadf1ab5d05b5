import type * as ServerMessages from '@/common/server-messages';

let loading: Promise<typeof ServerMessages> | undefined;

/**
 * The table of server messages (common/server-messages.ts) and their Simplified Chinese
 * texts, one chunk fetched the first time a message is shown: a diner's first page rarely
 * fails, and the entry is smaller without them. A failed fetch (offline) is tried again
 * on the next call.
 */
export function loadServerMessages(): Promise<typeof ServerMessages> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "server-messages" */ '@/common/server-messages'),
    import(/* webpackChunkName: "server-messages" */ '../i18n/server-message-texts'),
  ]).then(
    ([table]) => table,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
