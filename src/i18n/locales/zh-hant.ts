import { zhHantServerMessages } from './server-messages.zh-hant';
// diner app (issue 7)
import { zhHantDiner } from './zh-hant/diner';
import type { Messages } from './zh-hans';
import { zhHantShell } from './zh-hant/shell';
// login (issue 4)
import { zhHantLogin } from './zh-hant/login';
import { zhHantMe } from './zh-hant/me';

export const zhHant: Messages = {
  ...zhHantShell,
  ...zhHantLogin,
  ...zhHantMe,
  ...zhHantDiner,
  serverMessage: zhHantServerMessages,
};
