import { enServerMessages } from './server-messages.en';
import type { Messages } from './zh-hans';
import { enShell } from './en/shell';
// staff app: bookings (issue 8 part A)
import { enStaffOps } from './en/staff-ops';

export const en: Messages = {
  ...enShell,
  // staff app: bookings (issue 8 part A)
  ...enStaffOps,
  serverMessage: enServerMessages,
};
