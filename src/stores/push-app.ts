// The notification and invitation stores, kept out of the app's entry (see
// feast-app.ts): only modules that read rootStore.push import this file.
import { PushStore } from './push/push.store';
import { registerOnDemandStore } from './on-demand-registry';

// Staff pages work on the store the setup pages chose.
registerOnDemandStore('push', (root) => new PushStore(root.api, root.setupChoice));
