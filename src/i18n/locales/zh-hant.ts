import { zhHantServerMessages } from './server-messages.zh-hant';
import type { Messages } from './zh-hans';
import { zhHantShell } from './zh-hant/shell';
import { zhHantStaffSetup } from './zh-hant/staff-setup'; // staff app: store setup and diner CRM

export const zhHant: Messages = {
  ...zhHantShell,
  ...zhHantStaffSetup, // staff app: store setup and diner CRM
  serverMessage: zhHantServerMessages,
};
