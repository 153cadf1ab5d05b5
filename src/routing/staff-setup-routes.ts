// Routes of the staff app's store setup and diner CRM, all in the
// pages/sub-store subpackage under the spec's names (section 2).
const SUB_STORE = '/pages/sub-store';

export const STAFF_SETUP_ROUTES = {
  storeTable: `${SUB_STORE}/store-table/index`,
  storeTableCreate: `${SUB_STORE}/store-table-create/index`,
  storeTableUpdate: `${SUB_STORE}/store-table-update/index`,
  storeTableItemSort: `${SUB_STORE}/store-table-item-sort/index`,
  storeFloorPlan: `${SUB_STORE}/store-floor-plan/index`,
  storeShifts: `${SUB_STORE}/store-shifts/index`,
  storeShiftsCreate: `${SUB_STORE}/store-shifts-create/index`,
  storeShiftsUpdate: `${SUB_STORE}/store-shifts-update/index`,
  bookingRules: `${SUB_STORE}/booking-rules/index`,
  bookingPlan: `${SUB_STORE}/booking-plan/index`,
  storeBase: `${SUB_STORE}/store-base/index`,
  storeRules: `${SUB_STORE}/store-rules/index`,
  storeImagesInfo: `${SUB_STORE}/store-images-info/index`,
  storeNoticeEdit: `${SUB_STORE}/store-notice-edit/index`,
  storeOfficialNotification: `${SUB_STORE}/store-official-notification/index`,
  storeDescription: `${SUB_STORE}/store-description/index`,
  displaySetting: `${SUB_STORE}/display-setting/index`,
  storeBusinessConfig: `${SUB_STORE}/store-business-config/index`,
  storeDepositPolicy: `${SUB_STORE}/store-deposit-policy/index`,
  autoPushSmsConfig: `${SUB_STORE}/auto-push-sms-config/index`,
  bookingOrderTag: `${SUB_STORE}/booking-order-tag/index`,
  bookingOrderTagCreate: `${SUB_STORE}/booking-order-tag-create/index`,
  bookingOrderTagUpdate: `${SUB_STORE}/booking-order-tag-update/index`,
  bookingOrderTaker: `${SUB_STORE}/booking-order-taker/index`,
  bookingOrderTakerCreate: `${SUB_STORE}/booking-order-taker-create/index`,
  bookingOrderTakerUpdate: `${SUB_STORE}/booking-order-taker-update/index`,
  bookingOrderChannel: `${SUB_STORE}/booking-order-channel/index`,
  storeStaff: `${SUB_STORE}/store-staff/index`,
  memberShip: `${SUB_STORE}/member-ship/index`,
  memberShipCreate: `${SUB_STORE}/member-ship-create/index`,
  memberShipUpdate: `${SUB_STORE}/member-ship-update/index`,
  selectWeekStart: `${SUB_STORE}/select-week-start/index`,
  dinerList: `${SUB_STORE}/diner-list/index`,
  dinerDetail: `${SUB_STORE}/diner-detail/index`,
  dinerCreate: `${SUB_STORE}/diner-create/index`,
  dinerRisk: `${SUB_STORE}/diner-risk/index`,
  updateCell: `${SUB_STORE}/update-cell/index`,
} as const;

/** The subpackage's page list for app.config.ts: each route without the root. */
export const STAFF_SETUP_PAGES = Object.values(STAFF_SETUP_ROUTES).map((route) => route.slice(`${SUB_STORE}/`.length));
