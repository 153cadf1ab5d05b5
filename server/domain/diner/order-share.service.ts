import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import { OrderQueryService } from '../booking/order-query.service';
import { OrderRepository } from '../booking/order.repository';
import { StoreRepository } from '../store/store.repository';
import { domainError } from '../errors';
import { OrderShareRepository } from './order-share.repository';

export interface SharedOrderView {
  storeId: string;
  storeName: string;
  storeAddress: string;
  timezone: string;
  reservationDate: string;
  startSecond: number;
  shiftName: string;
  storeIntlName: IntlTextJson;
  shiftIntlName: IntlTextJson;
  peopleCount: number;
  hostLastName: string;
  hostTitle: string;
  isClosed: boolean;
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Share links of booking orders: a random token per order (ids and booking
 * codes are guessable), and the little a holder of the token may see.
 */
export class OrderShareService {
  constructor(private readonly db: Kysely<Database>) {}

  /** The order's token; only someone who may read the order gets it. */
  async tokenFor(userId: string, orderId: string): Promise<string> {
    const order = await new OrderQueryService(this.db).getForDiner(userId, orderId);
    return new OrderShareRepository(this.db).ensure(order.id, randomBytes(18).toString('base64url'));
  }

  async view(token: string): Promise<SharedOrderView> {
    const shares = new OrderShareRepository(this.db);
    const orderId = TOKEN.test(token) ? await shares.orderIdOf(token) : undefined;
    const order = orderId ? await new OrderRepository(this.db).find(orderId) : undefined;
    if (!order) throw domainError('not_found', 'orderNotFound');
    const store = await new StoreRepository(this.db).findById(order.storeId);
    return {
      storeId: order.storeId,
      storeName: store?.name ?? '',
      storeAddress: store?.profile.address ?? '',
      timezone: store?.timezone ?? '',
      reservationDate: order.reservationDate,
      startSecond: order.startSecond,
      shiftName: order.shiftName,
      storeIntlName: store?.intl.name ?? {},
      shiftIntlName: order.shiftIntlName,
      peopleCount: order.adultCount + order.childCount,
      hostLastName: order.diner.lastName,
      hostTitle: order.diner.title,
      isClosed: order.status === 'CLOSED',
    };
  }
}
