import { enServerMessages } from './server-messages.en';
// diner app (issue 7)
import { enDiner } from './en/diner';
import type { Messages } from './zh-hans';
import { enShell } from './en/shell';
// login (issue 4)
import { enLogin } from './en/login';
import { enMe } from './en/me';

export const en: Messages = {
  ...enShell,
  ...enLogin,
  ...enMe,
  ...enDiner,
  serverMessage: enServerMessages,
};
