import type { Kysely } from 'kysely';
import { centsToYuan } from '@common/money';
import type { Database } from '../../db/schema';
import type { FeastEvent, FeastEventSubscriber } from '../feast/feast-events';
import { FeastRecipientRepository } from './feast-recipient.repository';
import { NotificationOutbox, type RaisedEvent } from './notification-outbox';
import type { EventType } from './notification-types';
import { formatClock } from './quiet-hours';

const KINDS: Partial<Record<FeastEvent['kind'], EventType>> = {
  PARTICIPANT_CREATED: 'CREATE_FEAST_PARTICIPANT',
  PARTICIPANT_CONFIRMED: 'FEAST_DEPOSIT_PAID',
  PARTICIPANT_CLOSED: 'CLOSE_FEAST_PARTICIPANT',
  DEPOSIT_REFUNDED: 'FEAST_DEPOSIT_REFUNDED',
};

/**
 * Feast participants' events as notifications: the feast's seam hands its
 * events over inside the change's transaction, and this raises
 * CREATE_FEAST_PARTICIPANT, FEAST_DEPOSIT_PAID (a confirmation that took a
 * deposit; joining a feast without one is confirmed by the first),
 * CLOSE_FEAST_PARTICIPANT and FEAST_DEPOSIT_REFUNDED (once per refund that
 * reached the diner) in that transaction, for the participant, at the feast's
 * host store. Amounts go as minor units in the feast's currency; the planner
 * writes them in the reader's language.
 */
export function feastNotifications(now: () => Date): FeastEventSubscriber {
  return {
    async onFeastEvents(trx: Kysely<Database>, events: FeastEvent[]): Promise<void> {
      const wanted = events.filter((e) => KINDS[e.kind] && e.participantId);
      if (wanted.length === 0) return;
      const facts = await new FeastRecipientRepository(trx).participants(wanted.map((e) => e.participantId!));
      const at = now();
      const raised: RaisedEvent[] = wanted.flatMap((e) => {
        const p = facts.find((f) => f.participantId === e.participantId);
        if (!p) return [];
        if (e.kind === 'PARTICIPANT_CONFIRMED' && !/^[1-9]/.test(p.paidAmount)) return [];
        return [
          {
            type: KINDS[e.kind]!,
            subject: { kind: 'FEAST_PARTICIPANT', id: p.participantId },
            merchantId: p.merchantId,
            storeId: p.storeId,
            recipient: { userId: p.userId, phoneRegionCode: p.phoneRegionCode, phone: p.phone, language: p.language },
            params: {
              feastTitle: p.title,
              reservationDate: p.reservationDate,
              reservationTime: formatClock(p.startSecond % 86_400),
              peopleCount: String(p.seatCount),
              page: `pages/sub-user/feast-detail/index?id=${p.feastId}`,
              currency: p.currency,
              participantStatus: p.status,
              depositMinor: p.depositAmount,
              ...(e.kind === 'PARTICIPANT_CONFIRMED' ? { paidMinor: p.paidAmount } : {}),
              ...(e.kind === 'DEPOSIT_REFUNDED'
                ? {
                    refundAmount: centsToYuan(String(e.payload?.amount ?? '0')),
                    refundMinor: String(e.payload?.amount ?? '0'),
                  }
                : {}),
            },
            ...(e.kind === 'DEPOSIT_REFUNDED'
              ? { dedupeKey: `FEAST_DEPOSIT_REFUNDED:${String(e.payload?.refundId)}` }
              : {}),
            occurTime: at,
          },
        ];
      });
      await new NotificationOutbox(trx).raiseMany(raised);
    },
  };
}
