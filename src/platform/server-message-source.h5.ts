import type { CreateServerMessageSource, ServerMessageSource } from './server-message-source.types';

export type * from './server-message-source.types';

// One chunk fetched the first time a message is shown; the texts module adds the
// Simplified Chinese texts to the bundled language as it loads.
const chunkSource: ServerMessageSource = {
  load: () =>
    Promise.all([
      import(/* webpackChunkName: "server-messages" */ '../common/server-messages'),
      import(/* webpackChunkName: "server-messages" */ '../i18n/server-message-texts'),
    ]).then(([table]) => table),
};

/** H5 and the web app: the table is a chunk of the build; nothing is asked of the server. */
export const createServerMessageSource: CreateServerMessageSource = () => chunkSource;
