import type { MallMessages } from './mall/zh-hans';
import type { OrderItemsMessages } from './order-items/zh-hans';
import type { QueueKey } from './queue/zh-hans';
import type { TicketingKey } from './ticketing/zh-hans';
import type { Messages } from './zh-hans';

/**
 * Everything one interface language says, by translator namespace: the app's texts
 * (staff texts and the server messages included) and the namespaces pages add.
 * The languages not bundled with the app arrive as one of these, from an H5 chunk
 * or from the server (`GET /i18n/{language}.json`), built from the same modules.
 */
export interface LanguageBundle {
  translation: Messages;
  mall: MallMessages;
  ticketing: Record<TicketingKey, string>;
  orderItems: OrderItemsMessages;
  queue: Record<QueueKey, string>;
}
