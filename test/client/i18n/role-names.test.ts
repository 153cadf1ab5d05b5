import { enAdminPeople } from '@/i18n/locales/en/admin-people';
import { enMe } from '@/i18n/locales/en/me';
import { enStaffSetup } from '@/i18n/locales/en/staff-setup';
import { enServerMessages } from '@/i18n/locales/server-messages.en';
import { zhHansServerMessages } from '@/i18n/locales/server-messages.zh-hans';
import { zhHantServerMessages } from '@/i18n/locales/server-messages.zh-hant';
import { zhHansAdminPeople } from '@/i18n/locales/zh-hans/admin-people';
import { zhHansMe } from '@/i18n/locales/zh-hans/me';
import { zhHansStaffSetup } from '@/i18n/locales/zh-hans/staff-setup';
import { zhHantAdminPeople } from '@/i18n/locales/zh-hant/admin-people';
import { zhHantMe } from '@/i18n/locales/zh-hant/me';
import { zhHantStaffSetup } from '@/i18n/locales/zh-hant/staff-setup';

// The spec's names: the mode switch's "admin" (the platform's administrators) and the
// staff role "store manager" (MANAGER). Each language gives them two different words, and
// the manager one word wherever it appears, so nobody reads the admin mode as a manager's.
const LANGUAGES = [
  { name: 'zh-Hans', me: zhHansMe, people: zhHansAdminPeople, setup: zhHansStaffSetup, server: zhHansServerMessages },
  { name: 'zh-Hant', me: zhHantMe, people: zhHantAdminPeople, setup: zhHantStaffSetup, server: zhHantServerMessages },
  { name: 'en', me: enMe, people: enAdminPeople, setup: enStaffSetup, server: enServerMessages },
];

describe.each(LANGUAGES)('role names in $name', ({ me, people, setup, server }) => {
  const admin = me.account.mode.admin;
  const manager = people.adminPeople.manager;

  it('names the admin mode and the manager role differently', () => {
    expect(manager).not.toBe(admin);
    expect(manager.includes(admin) || admin.includes(manager)).toBe(false);
  });

  it('names the manager role the same on the administrator’s staff page, the store’s staff page and in refusals', () => {
    expect(setup.staffSetup.staff.role.manager).toBe(manager);
    expect(setup.staffSetup.staff.role.staff).toBe(people.adminPeople.staffRole);
    expect(people.adminPeople.roleHint).toContain(manager);
    expect(server.managersOnly.toLowerCase()).toContain(manager.toLowerCase());
    expect(server.lastMerchantManager.toLowerCase()).toContain(manager.toLowerCase());
    // The administrators' own refusal keeps their name, never the manager's.
    expect(server.administratorsOnly.toLowerCase()).not.toContain(manager.toLowerCase());
  });
});
