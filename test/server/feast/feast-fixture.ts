import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { Feast_Visibility, type FeastInput } from '@gen/feast/v1/feast_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import { hm, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { pressCashierButton } from '../payment/support/sandbox-cashier';

/** A feast at store X's dinner, `days` ahead at 18:00, deadline a day before now + days. */
export function feastInput(
  now: Date,
  over: Partial<FeastInput> & { days?: number; deadlineInMs?: number } = {},
): Partial<FeastInput> {
  const { days = 5, deadlineInMs = 24 * 3600_000, ...rest } = over;
  return {
    title: 'Hairy crab night',
    description: 'Eight courses around the autumn crab',
    participantCount: 8,
    minParticipantCount: 3,
    depositPerPerson: '20000',
    estimatedCost: '68800',
    place: 'Private room',
    visibility: Feast_Visibility.ALL,
    shareable: true,
    registrationDeadline: timestampFromDate(new Date(now.getTime() + deadlineInMs)),
    serviceChargePercent: 10,
    questionList: [],
    reservationDate: addDays(businessDateOf(now.getTime(), 'Asia/Shanghai'), days),
    startSecond: hm(18),
    durationSecond: 10800,
    showParticipants: true,
    ...rest,
  };
}

export async function createFeast(f: BookingFixture, input: Partial<FeastInput>, staff: Caller = f.staffX) {
  const { feast } = await staff
    .client(StoreFeastService)
    .createStoreFeast({ storeId: f.x.storeId, feast: input as FeastInput });
  return feast!;
}

/** Created by staff X and published on the Ten table (10 seats) unless items are given. */
export async function publishedFeast(f: BookingFixture, input: Partial<FeastInput>, items?: string[]) {
  const feast = await createFeast(f, input);
  const { feast: published } = await f.staffX.client(StoreFeastService).publishFeast({
    storeId: f.x.storeId,
    feastId: feast.model!.id,
    tableItemIdList: items ?? f.x.items.ten,
  });
  return published!;
}

export async function join(who: Caller, feastId: string, seatCount = 1, over: Record<string, unknown> = {}) {
  const { participant } = await who.client(DinerFeastService).joinFeast({ feastId, seatCount, ...over });
  return participant!;
}

/**
 * Pays a participation's deposit in the sandbox cashier and delivers the
 * notification at the server's clock (a test's clock may be ahead of the
 * machine's), returning once the participation is paid: the notification is
 * a job, and a delivery that is not yet due or is retried would otherwise
 * leave the deposit unpaid behind the test's back.
 */
export async function pay(f: BookingFixture, who: Caller, participantId: string, at?: Date) {
  const created = await f.server.client(PublicTransactionService, { sessionKey: who.sessionKey }).createTransaction({
    purpose: PaymentPurpose.FEAST_PARTICIPANT_DEPOSIT,
    subjectId: participantId,
    channel: PaymentChannel.SANDBOX,
    method: PaymentMethod.ALIPAY_APP_PAY,
    returnPath: '/app/pages/sub-user/feast-detail/index',
  });
  const cashierUrl = created.payParams!.kind.value as string;
  await pressCashierButton(cashierUrl, 'pay');
  const paid = async () => {
    await f.server.services.jobs.runDue(at ?? f.server.services.now());
    const row = await f.server.database.db
      .selectFrom('feast_participant')
      .select('status')
      .where('id', '=', participantId)
      .executeTakeFirst();
    return row?.status !== 'WAIT_DEPOSIT_PAYMENT';
  };
  for (let attempt = 0; !(await paid()); attempt++) {
    if (attempt >= 50) throw new Error(`the deposit of participant ${participantId} was never recorded`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return created.transaction!;
}
