import type { MessageInitShape } from '@bufbuild/protobuf';
import { intlToFields } from '@common/intl-text';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  BookOutForm_CloseReason,
  BookOutForm_Status,
  BookOutFormInput_Space,
  type BookOutFormInput,
  type BookOutFormSchema,
} from '@gen/booking/v1/book_out_form_pb';
import { DinerInfo_Title } from '@gen/booking/v1/booking_order_pb';
import type { BookOutRecord } from '../domain/book-out/book-out.repository';
import type { BookOutInput } from '../domain/book-out/book-out.service';
import type { BookOutStatus } from '../domain/book-out/book-out.tables';
import { fromDiner } from './booking-mappers';
import { nameOf, valueOf } from './enum-names';
import { toModel } from './mappers';

const ts = (d: Date | null) => (d ? timestampFromDate(d) : undefined);

export function fromBookOutInput(f: BookOutFormInput | undefined): BookOutInput {
  return {
    storeId: f?.storeId ?? '0',
    diner: fromDiner(f?.diner),
    preferredDate: (f?.preferredDate ?? '').trim(),
    shiftId: f?.storeShiftId ?? '0',
    adultCount: f?.adultCount ?? 0,
    childCount: f?.childCount ?? 0,
    budget: f?.budget ?? '0',
    space: nameOf(BookOutFormInput_Space, f?.space ?? 0) as BookOutInput['space'],
    remark: f?.remark ?? '',
  };
}

export const statusesOfBookOut = (list: BookOutForm_Status[]) =>
  list.map((s) => nameOf(BookOutForm_Status, s)).filter(Boolean) as BookOutStatus[];

export function toBookOutForm(r: BookOutRecord): MessageInitShape<typeof BookOutFormSchema> {
  return {
    model: toModel(r.id, r.createTime, r.updateTime),
    fields: {
      storeId: r.storeId,
      diner: { ...r.diner, title: valueOf(DinerInfo_Title, r.diner.title) },
      preferredDate: r.preferredDate,
      storeShiftId: r.shiftId,
      adultCount: r.adultCount,
      childCount: r.childCount,
      budget: r.budget,
      space: valueOf(BookOutFormInput_Space, r.space),
      remark: r.remark,
    },
    status: valueOf(BookOutForm_Status, r.status),
    closeReason: valueOf(BookOutForm_CloseReason, r.closeReason),
    closeRemark: r.closeRemark,
    bookingOrderId: r.bookingOrderId ?? '0',
    storeName: r.storeName,
    shiftName: r.shiftName,
    storeIntlName: intlToFields(r.storeIntlName),
    shiftIntlName: intlToFields(r.shiftIntlName),
    currency: r.currency,
    merchantId: r.merchantId,
    confirmTime: ts(r.confirmTime),
    closeTime: ts(r.closeTime),
    finishTime: ts(r.finishTime),
  };
}
