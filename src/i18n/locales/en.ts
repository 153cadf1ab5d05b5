import { enServerMessages } from './server-messages.en';
import type { Messages } from './zh-hans';
import { enShell } from './en/shell';

export const en: Messages = {
  ...enShell,
  serverMessage: enServerMessages,
};
