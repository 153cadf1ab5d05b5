import type { zhHansServerMessages } from './server-messages.zh-hans';
import { zhHansShell } from './zh-hans/shell';
// diner app: what home and the store page's first screen show (the rest: zh-hans-on-demand.ts)
import { zhHansDiner } from './zh-hans/diner';
// staff app: only the texts diner pages share (the rest is zh-hans-staff.ts)
import { zhHansStaffShared } from './zh-hans/staff-shared';
import type { zhHansStaff } from './zh-hans-staff';
// the shared field editor's entry in merchant mode (the shared pages' other texts: zh-hans-on-demand.ts)
import { zhHansSharedAccount } from './zh-hans/shared-account';
// feasts, notifications and invitations, private dining (book-out) requests, messages,
// the login screens, the me page, fapiao titles, the shared pages, the diner's later
// pages: loaded with the modules that show them (zh-hans-on-demand.ts)
import type { zhHansOnDemand } from './zh-hans-on-demand';
// The source of truth for every text the client shows, one file per area under
// zh-hans/. zh-hant and en are typed as `Messages`, so a key added here and
// missing there fails typecheck, and `t()` only accepts keys that exist
// here (see i18n/message-keys.types.ts). An area adds its own file and one line below.
// Counted texts have a `_one` twin for English's singular; Chinese has one form,
// so here the twin repeats the text.
export const zhHans = {
  ...zhHansShell,
  ...zhHansDiner,
  staffOps: zhHansStaffShared,
  ...zhHansSharedAccount,
};

/**
 * Every text: the bundled ones, the staff app's (zh-hans-staff.ts), which load with the
 * staff pages in the default language, the feast, notification, private dining, messages,
 * login, me, fapiao, shared pages' and later diner texts (zh-hans-on-demand.ts), which load
 * with the modules that show them, and the server's messages, which load with the first one
 * shown or with the modules that translate them (i18n/server-message-texts.ts). The other
 * languages' files hold them all.
 */
export type Messages = typeof zhHans &
  typeof zhHansStaff &
  typeof zhHansOnDemand & { serverMessage: typeof zhHansServerMessages };
