import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreOrderPushService } from '@gen/push/v1/store_order_push_service_pb';
import type { Services } from '../services';
import { channelName, eventTypeName, toNotificationEvent } from './push-mappers';

export function storeOrderPushHandler(services: Services): ServiceImpl<typeof StoreOrderPushService> {
  const { orderPush } = services.notifications;
  return {
    async sendOrderPush(r) {
      const view = await orderPush.send({
        storeId: r.storeId,
        orderId: r.bookingOrderId,
        eventType: eventTypeName(r.eventType),
        channel: channelName(r.channel),
        params: r.params,
        templateId: r.templateId,
      });
      return { event: toNotificationEvent(view) };
    },
    async listOrderNotifications(r) {
      return { list: (await orderPush.ofOrder(r.storeId, r.bookingOrderId)).map(toNotificationEvent) };
    },
  };
}
