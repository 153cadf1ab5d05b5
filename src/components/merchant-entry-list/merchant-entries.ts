import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { SHARED_ROUTES } from '@/routing/shared-routes';
// notifications and invitations
import { NOTIFICATION_ROUTES } from '@/routing/notification-routes';
// third-party group-buying orders
import { GROUP_BUY_ROUTES } from '@/routing/group-buy-routes';
// ticketing: the door's code entry (scanner in mini-programs, short code on the web) and events
import { TICKETING_ROUTES } from '@/stores/ticketing/ticketing-routes';

// reports and settlement
import { REPORT_ROUTES } from '@/routing/report-routes';
// the administrator's home and the client config editor
import { ADMIN_ROUTES } from '@/routing/admin-routes';
import '@/i18n/notification-texts';

/** The scan entry: the code entry page, opening the scanner at once where the host has one. */
const SCAN_ROUTE = `${TICKETING_ROUTES.voucherList}?scan=1`;

// The staff app's short entry lists: bookings, and the store tab's configuration
// and diner areas. The management tab shows the bookings list here and the full
// setup list of components/store-setup-entry.

export interface MerchantEntry {
  key: string;
  /** An i18n key (any area's file). */
  labelKey: string;
  /** A page to open; entries without one run `action`. */
  route?: string;
  action?: 'scan' | 'later';
  /** Shown to platform administrators only. */
  adminOnly?: boolean;
}

/** Bookings. */
export const BOOKING_ENTRIES: MerchantEntry[] = [
  { key: 'board', labelKey: 'staffOps.entry.booking', route: STAFF_ROUTES.bookingHome },
  { key: 'create', labelKey: 'staffOps.entry.create', route: STAFF_ROUTES.orderCreateSelect },
  { key: 'search', labelKey: 'staffOps.entry.search', route: STAFF_ROUTES.orderSearch },
  { key: 'calendar', labelKey: 'staffOps.entry.calendar', route: STAFF_ROUTES.calendarPicker },
  { key: 'print', labelKey: 'staffOps.entry.print', route: STAFF_ROUTES.printPreview },
  { key: 'tickets', labelKey: 'staffOps.entry.tickets', route: TICKETING_ROUTES.eventList },
  { key: 'scan', labelKey: 'staffOps.entry.scan', route: SCAN_ROUTE },
];

// Store setup and the diner CRM's main pages, for the store tab's configuration and diner areas.
export const SETUP_ENTRIES: MerchantEntry[] = [
  { key: 'tables', labelKey: 'staffOps.setupLink.tables', route: STAFF_SETUP_ROUTES.storeTable },
  { key: 'floorPlans', labelKey: 'staffSetup.entry.floorPlans', route: STAFF_SETUP_ROUTES.storeFloorPlan },
  { key: 'shifts', labelKey: 'staffOps.setupLink.shifts', route: STAFF_SETUP_ROUTES.storeShifts },
  { key: 'rules', labelKey: 'staffOps.setupLink.rules', route: STAFF_SETUP_ROUTES.bookingRules },
  { key: 'plan', labelKey: 'staffOps.setupLink.plan', route: STAFF_SETUP_ROUTES.bookingPlan },
  { key: 'base', labelKey: 'staffOps.setupLink.base', route: STAFF_SETUP_ROUTES.storeBase },
  { key: 'storePreview', labelKey: 'staffSetup.entry.storePreview', route: SHARED_ROUTES.storeDetail },
  { key: 'deposit', labelKey: 'staffSetup.entry.depositPolicy', route: STAFF_SETUP_ROUTES.storeDepositPolicy },
];
export const DINER_ENTRIES: MerchantEntry[] = [
  { key: 'diners', labelKey: 'staffOps.setupLink.diners', route: STAFF_SETUP_ROUTES.dinerList },
];

/** Notifications and invitations: templates, automatic SMS, official-account notifications. */
export const NOTIFICATION_ENTRIES: MerchantEntry[] = [
  { key: 'invitations', labelKey: 'notify.invitation.listTitle', route: NOTIFICATION_ROUTES.invitationStyleList },
  { key: 'autoSms', labelKey: 'notify.autoSms.title', route: NOTIFICATION_ROUTES.autoPushSmsConfig },
  { key: 'official', labelKey: 'notify.official.title', route: NOTIFICATION_ROUTES.officialNotification },
];

/** The entry cards of the operation tab (spec section 2): booking, diner, feast, invitation, scan. */
export const ENTRY_CARDS: MerchantEntry[] = [
  { key: 'booking', labelKey: 'staffOps.entry.booking', route: STAFF_ROUTES.bookingHome },
  { key: 'diner', labelKey: 'staffOps.entry.diner', route: STAFF_SETUP_ROUTES.dinerList },
  { key: 'feast', labelKey: 'staffOps.entry.feast', route: STAFF_ROUTES.storeFeast },
  { key: 'invitation', labelKey: 'staffOps.entry.invitation', route: NOTIFICATION_ROUTES.invitationStyleList },
  { key: 'scan', labelKey: 'staffOps.entry.scan', route: SCAN_ROUTE },
];

export interface MerchantEntrySection {
  key: string;
  titleKey: string;
  entries: MerchantEntry[];
}

/** Reports and the merchant's settlement statements. */
export const REPORT_ENTRIES: MerchantEntry[] = [
  { key: 'storeReport', labelKey: 'report.entry', route: REPORT_ROUTES.storeReport },
  { key: 'settlementList', labelKey: 'report.settlementEntry', route: REPORT_ROUTES.settlementList },
  { key: 'storeTransactions', labelKey: 'transactions.entry', route: REPORT_ROUTES.storeTransactions },
];

/** An administrator's settlement of every merchant (shown to administrators only). */
export const ADMIN_SETTLEMENT_ENTRIES: MerchantEntry[] = [
  { key: 'adminSettlement', labelKey: 'settlement.adminTitle', route: REPORT_ROUTES.adminSettlement },
];

/**
 * The management page's sections, in order. Store setup and the diner CRM follow
 * them as their own grouped list (components/store-setup-entry), so they are not
 * repeated here; the store tab's areas use the short lists above.
 */
export const MANAGEMENT_SECTIONS: MerchantEntrySection[] = [
  { key: 'bookings', titleKey: 'staffOps.management.bookings', entries: BOOKING_ENTRIES },
  // the person's own account, edited without leaving merchant mode (the shared update-cell)
  {
    key: 'account',
    titleKey: 'sharedPages.account.section',
    entries: [
      {
        key: 'nickname',
        labelKey: 'sharedPages.account.nickname',
        route: `${SHARED_ROUTES.updateCell}?field=nickname`,
      },
    ],
  },
  // notifications and invitations
  { key: 'notifications', titleKey: 'notify.setting.title', entries: NOTIFICATION_ENTRIES },
  // reports and settlement
  { key: 'reports', titleKey: 'report.title', entries: REPORT_ENTRIES },
  // the platform: the administrator's home, and a merchant's branded app config
  {
    key: 'platform',
    titleKey: 'adminConsole.entries',
    entries: [
      { key: 'adminHome', labelKey: 'adminConsole.homeTitle', route: ADMIN_ROUTES.adminHome, adminOnly: true },
      { key: 'clientConfigs', labelKey: 'adminConsole.configs', route: ADMIN_ROUTES.clientConfigList },
    ],
  },
];

// third-party group-buying: the voucher desk, the orders, and the store's platform authorization
export const GROUP_BUY_ENTRIES: MerchantEntry[] = [
  { key: 'groupBuyVouchers', labelKey: 'groupBuy.entry.vouchers', route: GROUP_BUY_ROUTES.vouchers },
  { key: 'groupBuyOrders', labelKey: 'groupBuy.entry.orders', route: GROUP_BUY_ROUTES.orders },
  { key: 'groupBuyAuth', labelKey: 'groupBuy.entry.auth', route: GROUP_BUY_ROUTES.auth },
];
