import type { zhHansServerMessages } from './server-messages.zh-hans';
import { zhHansShell } from './zh-hans/shell';
// login (the login screens' own texts load with them: zh-hans-on-demand.ts)
import { zhHansMe } from './zh-hans/me';
// diner app
import { zhHansDiner } from './zh-hans/diner';
// staff app: only the texts diner pages share (the rest is zh-hans-staff.ts)
import { zhHansStaffShared } from './zh-hans/staff-shared';
import type { zhHansStaff } from './zh-hans-staff';
// messages
import { zhHansIm } from './zh-hans/im';
// fapiao titles
import { zhHansFapiao } from './zh-hans/fapiao';
// the shared pages: popup page, redirect, store preview, welcome
import { zhHansSharedPages } from './zh-hans/shared-pages';
// feasts, notifications and invitations, private dining (book-out) requests, the login
// screens: loaded with the modules that show them (zh-hans-on-demand.ts)
import type { zhHansOnDemand } from './zh-hans-on-demand';
// The source of truth for every text the client shows, one file per area under
// zh-hans/. zh-hant and en are typed as `Messages`, so a key added here and
// missing there fails typecheck, and `t()` only accepts keys that exist
// here (see i18n/message-keys.types.ts). An area adds its own file and one line below.
// Counted texts have a `_one` twin for English's singular; Chinese has one form,
// so here the twin repeats the text.
export const zhHans = {
  ...zhHansShell,
  ...zhHansMe,
  ...zhHansDiner,
  staffOps: zhHansStaffShared,
  ...zhHansIm,
  ...zhHansSharedPages,
  ...zhHansFapiao,
};

/**
 * Every text: the bundled ones, the staff app's (zh-hans-staff.ts), which load with the
 * staff pages in the default language, the feast, notification, private dining and login
 * texts (zh-hans-on-demand.ts), which load with the modules that show them, and the server's
 * messages, which load with the first one shown or with the modules that translate them
 * (i18n/server-message-texts.ts). The other languages' files hold them all.
 */
export type Messages = typeof zhHans &
  typeof zhHansStaff &
  typeof zhHansOnDemand & { serverMessage: typeof zhHansServerMessages };
