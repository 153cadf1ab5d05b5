import { enServerMessages } from './server-messages.en';
import type { Messages } from './zh-hans';
import { enShell } from './en/shell';
// login (issue 4)
import { enLogin } from './en/login';
import { enMe } from './en/me';
// diner app (issue 7)
import { enDiner } from './en/diner';
// staff app: store setup and diner CRM (issue 8, part B)
import { enStaffSetup } from './en/staff-setup';
// staff app: bookings (issue 8 part A)
import { enStaffOps } from './en/staff-ops';

export const en: Messages = {
  ...enShell,
  ...enLogin,
  ...enMe,
  ...enDiner,
  ...enStaffSetup,
  ...enStaffOps,
  serverMessage: enServerMessages,
};
