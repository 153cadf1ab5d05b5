import { zhHantServerMessages } from './server-messages.zh-hant';
// diner app (issue 7)
import { zhHantDiner } from './zh-hant/diner';
import type { Messages } from './zh-hans';
import { zhHantShell } from './zh-hant/shell';

export const zhHant: Messages = {
  ...zhHantShell,
  ...zhHantDiner,
  serverMessage: zhHantServerMessages,
};
