import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreBookOutFormService } from '@gen/booking/v1/store_book_out_service_pb';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { toOrder } from './booking-mappers';
import { statusesOfBookOut, toBookOutForm } from './book-out-mappers';

const idOrEmpty = (id: string) => (id && id !== '0' ? id : '');

/** The store's side of private dining requests; the access rule has checked the caller acts for store_id. */
export function storeBookOutFormHandler(services: Services): ServiceImpl<typeof StoreBookOutFormService> {
  const { forms, orders } = services.bookOut;
  return {
    async queryStoreBookOutForms(r) {
      const result = await forms.list(
        { storeId: r.storeId },
        {
          statusIn: statusesOfBookOut(r.statusIn),
          startDate: r.startDate.trim(),
          endDate: r.endDate.trim(),
          limit: r.limit,
          offset: r.offset,
        },
      );
      return { list: result.list.map(toBookOutForm), total: result.total };
    },
    async getStoreBookOutForm(r) {
      return { form: toBookOutForm(await forms.get({ storeId: r.storeId }, r.bookOutFormId)) };
    },
    async confirmBookOutForm(r) {
      return { form: toBookOutForm(await forms.confirm(r.storeId, r.bookOutFormId)) };
    },
    async rejectBookOutForm(r) {
      return { form: toBookOutForm(await forms.reject(r.storeId, r.bookOutFormId, r.remark)) };
    },
    async cancelBookOutForm(r) {
      return { form: toBookOutForm(await forms.cancel(r.storeId, r.bookOutFormId, r.remark)) };
    },
    async assignBookOutForm(r) {
      return { form: toBookOutForm(await orders.assign(r.storeId, r.bookOutFormId, r.bookingOrderId)) };
    },
    async createBookOutFormOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const made = await orders.createOrder(r.storeId, r.bookOutFormId, actor, {
        reservationDate: r.reservationDate,
        shiftId: idOrEmpty(r.storeShiftId),
        startSecond: r.reservationStartSecond,
        itemIds: r.storeTableItemIdList,
        depositAmount: r.depositAmount,
        storeRemark: r.storeRemark,
        idempotencyKey: r.idempotencyKey,
      });
      return { form: toBookOutForm(made.form), order: toOrder(made.order) };
    },
  };
}
