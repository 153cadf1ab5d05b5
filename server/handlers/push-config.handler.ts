import type { ServiceImpl } from '@connectrpc/connect';
import type { PushConfigService } from '@gen/push/v1/push_config_service_pb';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { channelName, eventTypeName, fromAutoSms, fromSwitch, toAutoSms, toScene, toSwitch } from './push-mappers';

export function pushConfigHandler(services: Services): ServiceImpl<typeof PushConfigService> {
  const { configs } = services.notifications;
  return {
    async queryPushProviderScenes(r) {
      return { list: (await configs.scenes(r.merchantId)).map(toScene) };
    },
    async updatePushProviderScene(r) {
      const scene = r.scene!;
      const list = await configs.updateScene(r.merchantId, {
        eventType: eventTypeName(scene.eventType),
        channel: channelName(scene.channel),
        templateId: scene.templateId,
        enabled: scene.enabled,
      });
      return { list: list.map(toScene) };
    },
    async getStorePushConfig(r) {
      const { merchantId, list } = await configs.storeSwitches(r.storeId);
      return { merchantId, list: list.map(toSwitch) };
    },
    async updateStorePushConfig(r) {
      return { list: (await configs.updateStoreSwitches(r.storeId, r.list.map(fromSwitch))).map(toSwitch) };
    },
    async updateMerchantPushConfig(r) {
      await configs.updateMerchantSwitches(r.merchantId, r.list.map(fromSwitch));
      return {};
    },
    async getAutoPushSmsConfig(r) {
      return { config: toAutoSms(await configs.autoSms(r.storeId)) };
    },
    async updateAutoPushSmsConfig(r) {
      return { config: toAutoSms(await configs.updateAutoSms(r.storeId, fromAutoSms(r.config))) };
    },
    async getMyStorePushSetting(r, ctx) {
      const { user } = await requireUser(ctx);
      return configs.myStoreSetting(user.id, r.storeId);
    },
    async updateMyStorePushSetting(r, ctx) {
      const { user } = await requireUser(ctx);
      return configs.updateMyStoreSetting(user.id, r.storeId, r.enabled);
    },
  };
}
