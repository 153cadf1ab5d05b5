import type { Api } from '../../services/api';
import type { ConversationStore } from './conversation.store';

/**
 * A diner's booking intention made into a store order with the staff's
 * ordinary create call (the engine's rules and the store's availability
 * apply), keyed by the message so a second tap makes no second order, then
 * linked back to the message (the card shows the order, the chat a line).
 */
export async function orderFromIntention(
  api: Api,
  conversation: ConversationStore,
  messageId: string,
): Promise<string> {
  const message = conversation.messages.find((m) => m.messageId === messageId);
  const intention = message?.bookingOrderIntention;
  const storeId = conversation.target.operator?.id ?? '';
  if (!intention || !storeId) throw new Error('no booking intention to order from');
  const { order } = await api.storeBookingOrder.createStoreBookingOrder({
    storeId,
    diner: {
      lastName: intention.dinerName,
      phone: intention.phone,
      phoneRegionCode: intention.phoneRegionCode,
    },
    reservationDate: intention.reservationDate,
    reservationStartSecond: intention.reservationStartSecond,
    adultCount: intention.adultCount,
    childCount: intention.childCount,
    dinerRemark: intention.remark,
    useDepositPolicy: true,
    idempotencyKey: `im-intention-${messageId}`,
  });
  const orderId = order?.model?.id ?? '';
  await api.im.linkIntentionOrder({
    operator: conversation.target.operator,
    conversationId: conversation.conversationId,
    messageId,
    bookingOrderId: orderId,
  });
  return orderId;
}
