import { zhHantServerMessages } from './server-messages.zh-hant';
import type { Messages } from './zh-hans';
import { zhHantShell } from './zh-hant/shell';

export const zhHant: Messages = {
  ...zhHantShell,
  serverMessage: zhHantServerMessages,
};
