import { zhHantServerMessages } from './server-messages.zh-hant';
import type { Messages } from './zh-hans';
import { zhHantShell } from './zh-hant/shell';
// login (issue 4)
import { zhHantLogin } from './zh-hant/login';
import { zhHantMe } from './zh-hant/me';
// diner app (issue 7)
import { zhHantDiner } from './zh-hant/diner';
// staff app: store setup and diner CRM (issue 8, part B)
import { zhHantStaffSetup } from './zh-hant/staff-setup';
// staff app: bookings (issue 8 part A)
import { zhHantStaffOps } from './zh-hant/staff-ops';

export const zhHant: Messages = {
  ...zhHantShell,
  ...zhHantLogin,
  ...zhHantMe,
  ...zhHantDiner,
  ...zhHantStaffSetup,
  ...zhHantStaffOps,
  serverMessage: zhHantServerMessages,
};
