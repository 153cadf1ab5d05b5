import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerBookOutFormService } from '@gen/booking/v1/diner_book_out_service_pb';
import type { Services } from '../services';
import { dinerActor } from './booking-actor';
import { fromBookOutInput, toBookOutForm } from './book-out-mappers';

export function dinerBookOutFormHandler(services: Services): ServiceImpl<typeof DinerBookOutFormService> {
  const { forms } = services.bookOut;
  return {
    async createBookOutForm(r, ctx) {
      const { user } = await dinerActor(ctx);
      return { form: toBookOutForm(await forms.create(user.id, fromBookOutInput(r.fields))) };
    },
    async queryMyBookOutForms(r, ctx) {
      const { user } = await dinerActor(ctx);
      const result = await forms.list(
        { userId: user.id },
        { statusIn: [], startDate: '', endDate: '', limit: r.limit, offset: r.offset },
      );
      return { list: result.list.map(toBookOutForm), total: result.total };
    },
    async getMyBookOutForm(r, ctx) {
      const { user } = await dinerActor(ctx);
      return { form: toBookOutForm(await forms.get({ userId: user.id }, r.bookOutFormId)) };
    },
    async cancelMyBookOutForm(r, ctx) {
      const { user } = await dinerActor(ctx);
      return { form: toBookOutForm(await forms.dinerCancel(user.id, r.bookOutFormId)) };
    },
  };
}
