import { zhHantServerMessages } from './server-messages.zh-hant';
import type { Messages } from './zh-hans';
import { zhHantShell } from './zh-hant/shell';
// login (issue 4)
import { zhHantLogin } from './zh-hant/login';
import { zhHantMe } from './zh-hant/me';

export const zhHant: Messages = {
  ...zhHantShell,
  ...zhHantLogin,
  ...zhHantMe,
  serverMessage: zhHantServerMessages,
};
