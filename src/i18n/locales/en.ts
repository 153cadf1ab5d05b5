import { enServerMessages } from './server-messages.en';
import type { Messages } from './zh-hans';
import { enShell } from './en/shell';
// login (issue 4)
import { enLogin } from './en/login';
import { enMe } from './en/me';

export const en: Messages = {
  ...enShell,
  ...enLogin,
  ...enMe,
  serverMessage: enServerMessages,
};
