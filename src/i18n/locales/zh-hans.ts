import { zhHansServerMessages } from './server-messages.zh-hans';
import { zhHansShell } from './zh-hans/shell';
// login
import { zhHansLogin } from './zh-hans/login';
import { zhHansMe } from './zh-hans/me';
// diner app
import { zhHansDiner } from './zh-hans/diner';
// staff app: store setup and diner CRM
import { zhHansStaffSetup } from './zh-hans/staff-setup';
// staff app: bookings
import { zhHansStaffOps } from './zh-hans/staff-ops';
// feasts
import { zhHansFeast } from './zh-hans/feast';
// messages
import { zhHansIm } from './zh-hans/im';
// fapiao titles
import { zhHansFapiao } from './zh-hans/fapiao';
// notifications and invitations
import { zhHansNotifications } from './zh-hans/notifications';
// staff app: the floor plan editor
import { zhHansFloorPlanEditor } from './zh-hans/floor-plan-editor';
// the shared pages: popup page, redirect, store preview, welcome
import { zhHansSharedPages } from './zh-hans/shared-pages';

// the administrator's home and the client config editor
import { zhHansAdmin } from './zh-hans/admin';
// The source of truth for every text the client shows, one file per area under
// zh-hans/. zh-hant and en are typed as `Messages`, so a key added here and
// missing there fails typecheck, and i18next's `t()` only accepts keys that exist
// here (see i18n/i18next.d.ts). An area adds its own file and one line below.
// Counted texts have a `_one` twin for English's singular; Chinese has one form,
// so here the twin repeats the text.
export const zhHans = {
  ...zhHansShell,
  ...zhHansLogin,
  ...zhHansMe,
  ...zhHansDiner,
  ...zhHansStaffSetup,
  ...zhHansStaffOps,
  ...zhHansFeast,
  ...zhHansIm,
  ...zhHansNotifications,
  ...zhHansFloorPlanEditor,
  ...zhHansSharedPages,
  ...zhHansFapiao,
  ...zhHansAdmin,
  serverMessage: zhHansServerMessages,
};

export type Messages = typeof zhHans;
