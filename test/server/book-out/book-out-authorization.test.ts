import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookOutForm_Status as Status } from '@gen/booking/v1/book_out_form_pb';
import { DinerBookOutFormService } from '@gen/booking/v1/diner_book_out_service_pb';
import { StoreBookOutFormService } from '@gen/booking/v1/store_book_out_service_pb';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { sendRequest } from './book-out-fixture';

let server: TestServer;
let f: BookingFixture;
let formId: string;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  formId = (await sendRequest(f, f.dinerA)).model!.id;
});
afterAll(() => server.close());

const notFound = { code: 'NotFound', message: 'order does not exist' };

describe('who sees and answers a private dining request', () => {
  it('a diner sees and cancels only their own requests', async () => {
    const other = f.dinerB.client(DinerBookOutFormService);
    expect((await other.queryMyBookOutForms({})).list.map((form) => form.model!.id)).not.toContain(formId);
    expect(await failure(other.getMyBookOutForm({ bookOutFormId: formId }))).toEqual(notFound);
    expect(await failure(other.cancelMyBookOutForm({ bookOutFormId: formId }))).toEqual(notFound);
    expect(await failure(f.anonymous.client(DinerBookOutFormService).queryMyBookOutForms({}))).toMatchObject({
      code: 'Unauthenticated',
    });
    const own = await f.dinerA.client(DinerBookOutFormService).getMyBookOutForm({ bookOutFormId: formId });
    expect(own.form!.status).toBe(Status.WAIT_STORE_CONFIRM);
  });

  it('staff of another store or merchant never see or answer it; the merchant’s own staff do', async () => {
    // Store Y's staff and staff acting for another merchant's store Z.
    expect(
      await failure(f.staffY.client(StoreBookOutFormService).queryStoreBookOutForms({ storeId: f.x.storeId })),
    ).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect(
      await failure(
        f.staffX.client(StoreBookOutFormService).confirmBookOutForm({ storeId: f.z.storeId, bookOutFormId: formId }),
      ),
    ).toMatchObject({ code: 'PermissionDenied' });
    // Staff of store Y, naming their own store, cannot reach store X's request by its id.
    const y = f.staffY.client(StoreBookOutFormService);
    expect(await failure(y.getStoreBookOutForm({ storeId: f.y.storeId, bookOutFormId: formId }))).toEqual(notFound);
    expect(await failure(y.confirmBookOutForm({ storeId: f.y.storeId, bookOutFormId: formId }))).toEqual(notFound);
    expect((await y.queryStoreBookOutForms({ storeId: f.y.storeId })).list).toEqual([]);
    // A diner is not staff.
    expect(
      await failure(f.dinerA.client(StoreBookOutFormService).queryStoreBookOutForms({ storeId: f.x.storeId })),
    ).toMatchObject({ code: 'PermissionDenied' });

    const merchantWide = await f.merchantStaff
      .client(StoreBookOutFormService)
      .queryStoreBookOutForms({ storeId: f.x.storeId });
    expect(merchantWide.list.map((form) => form.model!.id)).toContain(formId);
    const still = await f.staffX
      .client(StoreBookOutFormService)
      .getStoreBookOutForm({ storeId: f.x.storeId, bookOutFormId: formId });
    expect(still.form!.status).toBe(Status.WAIT_STORE_CONFIRM);
  });
});
