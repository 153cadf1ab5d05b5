import type { Kysely } from 'kysely';
import {
  DEFAULT_INVITATION_STYLE,
  INVITATION_MAX_IMAGES,
  INVITATION_THEMES,
  isInvitationColor,
  type InvitationStyle,
} from '@common/invitation-card';
import type { Database } from '../../db/schema';
import { OrderLogRepository } from '../booking/order-log.repository';
import { OrderRepository } from '../booking/order.repository';
import { OrderShareRepository } from '../diner/order-share.repository';
import { domainError } from '../errors';
import { StoreRepository } from '../store/store.repository';
import { InvitationTemplateRepository, type InvitationTemplateRecord } from './invitation-template.repository';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A template's fields checked and trimmed; bad input answers the spec's messages and nothing is written. */
export function checkStyle(input: InvitationStyle): InvitationStyle {
  const name = input.name.trim();
  if (!name) throw domainError('invalid', 'invitationTemplateNameRequired');
  const theme = input.theme.trim().toUpperCase() || 'DARK';
  if (!(INVITATION_THEMES as readonly string[]).includes(theme))
    throw domainError('invalid', 'invitationTemplateThemeInvalid');
  for (const color of [input.primaryColor, input.backgroundColor, input.textColor]) {
    if (!isInvitationColor(color)) throw domainError('invalid', 'invitationTemplateColorInvalid');
  }
  const imageUrls = input.imageUrls.map((u) => u.trim()).filter(Boolean);
  if (imageUrls.length > INVITATION_MAX_IMAGES) throw domainError('invalid', 'invitationImageTooMany');
  return { ...input, name, theme, imageUrls, greeting: input.greeting.trim() };
}

export interface SharedInvitationView {
  style: InvitationStyle;
  storeName: string;
  storeAddress: string;
  timezone: string;
  reservationDate: string;
  startSecond: number;
  peopleCount: number;
  hostLastName: string;
  hostTitle: string;
  seatNames: string[];
  takerName: string;
  isClosed: boolean;
}

/**
 * Invitation templates of a store (one default; the first made is it) and
 * the invitation of a shared booking: the order's template, else the
 * store's default, else the built-in style. A template in use (the default,
 * or named by an order) cannot be deleted.
 */
export class InvitationTemplateService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  list(storeId: string): Promise<InvitationTemplateRecord[]> {
    return new InvitationTemplateRepository(this.db).list(storeId);
  }

  /** The template an order of the store names ('' for the default); another store's order does not exist. */
  async templateOfOrder(storeId: string, orderId: string): Promise<string> {
    const order = /^\d+$/.test(orderId) ? await new OrderRepository(this.db).find(orderId) : undefined;
    if (!order || order.storeId !== storeId) throw domainError('not_found', 'orderNotFound');
    return (await new InvitationTemplateRepository(this.db).templateOfOrder(orderId)) ?? '';
  }

  async create(storeId: string, input: InvitationStyle): Promise<InvitationTemplateRecord> {
    const style = checkStyle(input);
    const id = await this.db.transaction().execute(async (trx) => {
      const templates = new InvitationTemplateRepository(trx);
      await templates.lockStore(storeId);
      const first = !(await templates.defaultOf(storeId));
      return templates.insert(storeId, style, first, this.now());
    });
    return (await new InvitationTemplateRepository(this.db).find(storeId, id))!;
  }

  async update(storeId: string, id: string, input: InvitationStyle): Promise<InvitationTemplateRecord> {
    const style = checkStyle(input);
    const templates = new InvitationTemplateRepository(this.db);
    if (!(await templates.find(storeId, id))) throw domainError('not_found', 'invitationTemplateNotFound');
    await templates.update(id, style, this.now());
    return (await templates.find(storeId, id))!;
  }

  async delete(storeId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const templates = new InvitationTemplateRepository(trx);
      const found = await templates.find(storeId, id, true);
      if (!found) throw domainError('not_found', 'invitationTemplateNotFound');
      if (found.inUse) throw domainError('precondition', 'invitationTemplateInUse');
      await templates.delete(id);
    });
  }

  async setDefault(storeId: string, id: string): Promise<InvitationTemplateRecord[]> {
    await this.db.transaction().execute(async (trx) => {
      const templates = new InvitationTemplateRepository(trx);
      await templates.lockStore(storeId);
      if (!(await templates.find(storeId, id))) throw domainError('not_found', 'invitationTemplateNotFound');
      await templates.setDefault(storeId, id, this.now());
    });
    return this.list(storeId);
  }

  /** The order's own template (0: back to the store's default), logged as INVITATION_TEMPLATE. */
  async setOrderTemplate(
    storeId: string,
    orderId: string,
    templateId: string,
    actor: { type: string; userId: string | null },
  ) {
    await this.db.transaction().execute(async (trx) => {
      const order = /^\d+$/.test(orderId) ? await new OrderRepository(trx).findForUpdate(orderId) : undefined;
      if (!order || order.storeId !== storeId) throw domainError('not_found', 'orderNotFound');
      const templates = new InvitationTemplateRepository(trx);
      const chosen = templateId && templateId !== '0' ? templateId : null;
      if (chosen && !(await templates.find(storeId, chosen)))
        throw domainError('not_found', 'invitationTemplateNotFound');
      const before = (await templates.templateOfOrder(orderId)) ?? '';
      const now = this.now();
      await templates.setOrderTemplate(orderId, chosen, now);
      await new OrderLogRepository(trx).insert(
        orderId,
        {
          type: 'INVITATION_TEMPLATE',
          operatorType: actor.type,
          operatorUserId: actor.userId,
          before: { invitationTemplateId: before },
          after: { invitationTemplateId: chosen ?? '' },
        },
        now,
      );
    });
  }

  /** The shared booking through its template; an unknown token is an order that does not exist. */
  async shared(token: string): Promise<SharedInvitationView> {
    const orderId = TOKEN.test(token) ? await new OrderShareRepository(this.db).orderIdOf(token) : undefined;
    const order = orderId ? await new OrderRepository(this.db).find(orderId) : undefined;
    if (!order) throw domainError('not_found', 'orderNotFound');
    const templates = new InvitationTemplateRepository(this.db);
    const own = await templates.templateOfOrder(order.id);
    const template =
      (own ? await templates.find(order.storeId, own) : undefined) ?? (await templates.defaultOf(order.storeId));
    const store = await new StoreRepository(this.db).findById(order.storeId);
    return {
      style: template ?? { ...DEFAULT_INVITATION_STYLE, name: store?.name ?? '' },
      storeName: store?.name ?? '',
      storeAddress: store?.profile.address ?? '',
      timezone: store?.timezone ?? '',
      reservationDate: order.reservationDate,
      startSecond: order.startSecond,
      peopleCount: order.adultCount + order.childCount,
      hostLastName: order.diner.lastName,
      hostTitle: order.diner.title,
      seatNames: order.itemNames,
      takerName: await templates.takerName(order.takerId),
      isClosed: order.status === 'CLOSED',
    };
  }
}
