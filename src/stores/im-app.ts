// The messages store (socket, unread badges, inboxes, conversations) and its models,
// kept out of the app's entry: the pages and components that read rootStore.im import
// this file, and the root store fetches it (platform/on-demand-loader.ts) once the first
// page is on screen for a logged-in person, for the tab bar's unread badge.
// Importing it registers the factory the root store builds the store with on first use.
import { requestHeaders } from '../services/request-headers';
import { connectSocket } from '../platform/socket';
import { ImStore } from './im/im.store';
import { registerOnDemandStore } from './on-demand-registry';
import { currentPagePath } from '../routing/page-stack';

registerOnDemandStore(
  'im',
  (root) =>
    new ImStore({
      api: root.api,
      apiBase: () => root.apiBase,
      connect: connectSocket,
      userId: () => root.session.userId,
      onDuty: () => root.operator.mode === 'merchant',
      readOptions: root.readOptions,
      uploads: {
        apiBase: () => root.apiBase,
        headers: () => requestHeaders(root.platform, currentPagePath),
      },
    }),
);
