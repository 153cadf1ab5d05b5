import type { IntlTextJson } from '@common/intl-text';
import { toCurrency, type Currency } from '@common/currency';
import type { StoredImage } from '../feast/feast.tables';
import type {
  TicketingEventRow,
  TicketingEventTicketRow,
  TicketingVoucherRow,
  VoucherStatus,
} from './ticketing.tables';
import type { Selectable } from 'kysely';

export interface TicketRecord {
  id: string;
  eventId: string;
  name: string;
  /** The name per language, empty where staff gave none. */
  intlName: IntlTextJson;
  sessionDate: string;
  sessionStartSecond: number;
  price: string;
  quantity: number;
  soldCount: number;
}

export interface TicketingEventRecord {
  id: string;
  merchantId: string;
  storeId: string;
  /** The store's currency (ISO 4217): prices are in its minor units. */
  currency: Currency;
  storeName: string;
  /** The store's name per language (its intl_info), empty where none was given. */
  storeIntlName: IntlTextJson;
  timezone: string;
  title: string;
  description: string;
  /** Title and description per language, empty where staff gave none. */
  intlTitle: IntlTextJson;
  intlDescription: IntlTextJson;
  images: StoredImage[];
  saleStartTime: Date;
  saleEndTime: Date;
  perDinerLimit: number;
  /** Whether diners may cancel a paid ticket not yet used, and until when (null: until the session starts). */
  dinerRefundable: boolean;
  dinerRefundDeadline: Date | null;
  tickets: TicketRecord[];
  createTime: Date;
  updateTime: Date;
}

export interface VoucherRecord {
  id: string;
  eventId: string;
  ticketId: string;
  merchantId: string;
  storeId: string;
  /** The store's currency (ISO 4217): prices are in its minor units. */
  currency: Currency;
  userId: string;
  /** The purchase's first voucher's id: the payment's subject. */
  purchaseId: string;
  status: VoucherStatus;
  price: string;
  paymentExpireTime: Date;
  paidTime: Date | null;
  verifyTime: Date | null;
  cancelTime: Date | null;
  /** PAYMENT_LAPSED, STORE_REFUND or DINER_REFUND once cancelled. */
  cancelReason: string;
  createTime: Date;
  updateTime: Date;
  /** The secret digits of the ticket's own code (staticVoucherCode). */
  codeDigits: string;
}

/** A voucher with what its pages show: the event, the ticket, the holder. */
export interface VoucherView extends VoucherRecord {
  eventTitle: string;
  ticketName: string;
  eventIntlTitle: IntlTextJson;
  ticketIntlName: IntlTextJson;
  sessionDate: string;
  sessionStartSecond: number;
  storeName: string;
  /** The store's name per language (its intl_info), empty where none was given. */
  storeIntlName: IntlTextJson;
  timezone: string;
  dinerNickname: string;
  dinerPhone: string;
  /** The event's rule for diners cancelling a paid ticket. */
  dinerRefundable: boolean;
  dinerRefundDeadline: Date | null;
}

export function toTicket(row: Selectable<TicketingEventTicketRow>): TicketRecord {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    intlName: row.intl_name ?? {},
    sessionDate: row.session_date,
    sessionStartSecond: row.session_start_second,
    price: row.price,
    quantity: row.quantity,
    soldCount: row.sold_count,
  };
}

export function toEvent(
  row: Selectable<TicketingEventRow> & { store_name: string; store_intl_name: IntlTextJson | null; timezone: string },
  tickets: TicketRecord[],
): TicketingEventRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    storeId: row.store_id,
    currency: toCurrency(row.currency),
    storeName: row.store_name,
    storeIntlName: row.store_intl_name ?? {},
    timezone: row.timezone,
    title: row.title,
    description: row.description,
    intlTitle: row.intl_title ?? {},
    intlDescription: row.intl_description ?? {},
    images: row.images,
    saleStartTime: row.sale_start_time,
    saleEndTime: row.sale_end_time,
    perDinerLimit: row.per_diner_limit,
    dinerRefundable: row.diner_refundable,
    dinerRefundDeadline: row.diner_refund_deadline,
    tickets,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export function toVoucher(row: Selectable<TicketingVoucherRow>): VoucherRecord {
  return {
    id: row.id,
    eventId: row.event_id,
    ticketId: row.ticket_id,
    merchantId: row.merchant_id,
    storeId: row.store_id,
    currency: toCurrency(row.currency),
    userId: row.user_id,
    purchaseId: row.purchase_id,
    status: row.status,
    price: row.price,
    paymentExpireTime: row.payment_expire_time,
    paidTime: row.paid_time,
    verifyTime: row.verify_time,
    cancelTime: row.cancel_time,
    cancelReason: row.cancel_reason,
    createTime: row.create_time,
    updateTime: row.update_time,
    codeDigits: row.code_digits,
  };
}
