import { enServerMessages } from './server-messages.en';
// diner app (issue 7)
import { enDiner } from './en/diner';
import type { Messages } from './zh-hans';
import { enShell } from './en/shell';

export const en: Messages = {
  ...enShell,
  ...enDiner,
  serverMessage: enServerMessages,
};
