import { intlFromFields, intlToFields } from '@common/intl-text';
import { create } from '@bufbuild/protobuf';
import { timestampDate, timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { ImageInfoSchema, type ImageInfo } from '@gen/common/v1/model_pb';
import {
  TicketingEventSchema,
  TicketingEventTicketSchema,
  TicketVoucher_Status,
  TicketVoucherSchema,
  type TicketingEvent,
  type TicketingEventInput,
  type TicketVoucher,
} from '@gen/ticketing/v1/ticketing_pb';
import { DynamicCodeKind } from '@gen/booking/v1/dynamic_code_service_pb';
import { staticVoucherCode } from '../domain/dynamic-code/dynamic-code';
import type { StoredImage } from '../domain/feast/feast.tables';
import type { EventInput } from '../domain/ticketing/ticketing-event-input';
import type { TicketingEventRecord, VoucherView } from '../domain/ticketing/ticketing.record';
import type { DynamicCodeKind as KindName, VoucherStatus } from '../domain/ticketing/ticketing.tables';
import { nameOf, valueOf } from './enum-names';
import { toModel } from './mappers';

const ts = (d: Date | null | undefined) => (d ? timestampFromDate(d) : undefined);
const date = (t: Timestamp | undefined) => (t && (t.seconds !== 0n || t.nanos !== 0) ? timestampDate(t) : null);

const toImage = (i: StoredImage): ImageInfo => create(ImageInfoSchema, i);
const fromImage = (i: ImageInfo): StoredImage => ({
  fileId: i.fileId,
  url: i.url,
  width: i.width,
  height: i.height,
  contentType: i.contentType,
});

export function toTicketingEvent(e: TicketingEventRecord): TicketingEvent {
  return create(TicketingEventSchema, {
    model: toModel(e.id, e.createTime, e.updateTime),
    storeId: e.storeId,
    merchantId: e.merchantId,
    title: e.title,
    description: e.description,
    intlTitle: intlToFields(e.intlTitle),
    intlDescription: intlToFields(e.intlDescription),
    imageList: e.images.map(toImage),
    saleStartTime: ts(e.saleStartTime),
    saleEndTime: ts(e.saleEndTime),
    perDinerLimit: e.perDinerLimit,
    storeName: e.storeName,
    storeIntlName: intlToFields(e.storeIntlName),
    timezone: e.timezone,
    currency: e.currency,
    dinerRefundable: e.dinerRefundable,
    dinerRefundDeadline: e.dinerRefundable ? ts(e.dinerRefundDeadline) : undefined,
    ticketList: e.tickets.map((t) =>
      create(TicketingEventTicketSchema, {
        id: t.id,
        name: t.name,
        intlName: intlToFields(t.intlName),
        sessionDate: t.sessionDate,
        sessionStartSecond: t.sessionStartSecond,
        price: t.price,
        quantity: t.quantity,
        soldCount: t.soldCount,
      }),
    ),
  });
}

export function fromEventInput(m: TicketingEventInput | undefined): EventInput {
  const e = m!;
  return {
    title: e.title,
    description: e.description,
    intlTitle: intlFromFields(e.intlTitle),
    intlDescription: intlFromFields(e.intlDescription),
    images: e.imageList.filter((i) => i.url).map(fromImage),
    saleStartTime: date(e.saleStartTime),
    saleEndTime: date(e.saleEndTime),
    perDinerLimit: e.perDinerLimit,
    dinerRefundable: e.dinerRefundable,
    dinerRefundDeadline: e.dinerRefundable ? date(e.dinerRefundDeadline) : null,
    tickets: e.ticketList.map((t) => ({
      id: t.id === '0' ? '' : t.id,
      name: t.name,
      intlName: intlFromFields(t.intlName),
      sessionDate: t.sessionDate,
      sessionStartSecond: t.sessionStartSecond,
      price: t.price,
      quantity: t.quantity,
    })),
  };
}

/** Staff see who holds a voucher; its holder sees their own. */
export function toTicketVoucher(v: VoucherView): TicketVoucher {
  return create(TicketVoucherSchema, {
    model: toModel(v.id, v.createTime, v.updateTime),
    eventId: v.eventId,
    ticketId: v.ticketId,
    storeId: v.storeId,
    status: valueOf(TicketVoucher_Status, v.status),
    price: v.price,
    eventTitle: v.eventTitle,
    ticketName: v.ticketName,
    eventIntlTitle: intlToFields(v.eventIntlTitle),
    ticketIntlName: intlToFields(v.ticketIntlName),
    sessionDate: v.sessionDate,
    sessionStartSecond: v.sessionStartSecond,
    paymentExpireTime: v.status === 'WAIT_PAYMENT' ? ts(v.paymentExpireTime) : undefined,
    verifyTime: ts(v.verifyTime),
    cancelTime: ts(v.cancelTime),
    dinerNickname: v.dinerNickname,
    dinerPhone: v.dinerPhone,
    storeName: v.storeName,
    storeIntlName: intlToFields(v.storeIntlName),
    timezone: v.timezone,
    currency: v.currency,
    // Shown once paid: a ticket still waiting for its payment has nothing to show.
    code: v.status === 'WAIT_VERIFY' || v.status === 'VERIFIED' ? staticVoucherCode(v.id, v.codeDigits) : '',
    purchaseId: v.purchaseId,
    dinerRefundable: v.dinerRefundable,
    dinerRefundDeadline: v.dinerRefundable ? ts(v.dinerRefundDeadline) : undefined,
  });
}

export function voucherStatusesOf(values: TicketVoucher_Status[]): VoucherStatus[] {
  return values.map((s) => nameOf(TicketVoucher_Status, s)).filter(Boolean) as VoucherStatus[];
}

export function kindName(kind: DynamicCodeKind): KindName | null {
  return (nameOf(DynamicCodeKind, kind) || null) as KindName | null;
}

export function kindValue(kind: KindName): DynamicCodeKind {
  return valueOf(DynamicCodeKind, kind);
}
