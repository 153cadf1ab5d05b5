import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerPushService } from '@gen/push/v1/diner_push_service_pb';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { channelName, channelOf, eventTypeName, eventTypeOf, toTemplate } from './push-mappers';

const toSetting = (s: { mutedEventTypes: string[]; mutedChannels: string[]; eventTypes: readonly string[] }) => ({
  mutedEventTypes: s.mutedEventTypes.map(eventTypeOf),
  mutedChannels: s.mutedChannels.map(channelOf),
  eventTypes: s.eventTypes.map(eventTypeOf),
});

export function dinerPushHandler(services: Services): ServiceImpl<typeof DinerPushService> {
  const { dinerPush } = services.notifications;
  return {
    async getMyPushSetting(_r, ctx) {
      const { user } = await requireUser(ctx);
      return { setting: toSetting(await dinerPush.setting(user.id)) };
    },
    async updateMyPushSetting(r, ctx) {
      const { user } = await requireUser(ctx);
      const setting = await dinerPush.updateSetting(
        user.id,
        r.mutedEventTypes.map(eventTypeName),
        r.mutedChannels.map(channelName),
      );
      return { setting: toSetting(setting) };
    },
    async queryMiniProgramTemplates(r) {
      const list = await dinerPush.templates(channelName(r.channel), r.eventTypes.map(eventTypeName));
      return { list: list.map(toTemplate) };
    },
    async recordPushSubscriptions(r, ctx) {
      const { user } = await requireUser(ctx);
      await dinerPush.recordSubscriptions(user.id, channelName(r.channel), r.acceptedTemplateIds);
      return {};
    },
  };
}
