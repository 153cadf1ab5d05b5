export { StaffStore } from './staff.store';
export { BOARD_VIEWS, LIVE_POLL_MS, type BoardView, type DateRange } from './booking-day.store';
export { COUNT_MODES, type CountMode } from './calendar-count.store';
export type { DepositChoice, DraftProblem, OrderDraft } from './order-create.store';
export { CloseReason } from './order-detail.store';
export * from './order-state';
export * from './print-settings';
export { actionsFor, type OrderActionKey } from './order-actions';
export type { OrderNames } from './store-catalog.store';
