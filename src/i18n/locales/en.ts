import { enServerMessages } from './server-messages.en';
import type { Messages } from './zh-hans';
import { enShell } from './en/shell';
import { enStaffSetup } from './en/staff-setup'; // staff app: store setup and diner CRM

export const en: Messages = {
  ...enShell,
  ...enStaffSetup, // staff app: store setup and diner CRM
  serverMessage: enServerMessages,
};
