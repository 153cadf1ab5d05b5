import { zhHantServerMessages } from './server-messages.zh-hant';
import type { Messages } from './zh-hans';
import { zhHantShell } from './zh-hant/shell';
// staff app: bookings (issue 8 part A)
import { zhHantStaffOps } from './zh-hant/staff-ops';

export const zhHant: Messages = {
  ...zhHantShell,
  // staff app: bookings (issue 8 part A)
  ...zhHantStaffOps,
  serverMessage: zhHantServerMessages,
};
