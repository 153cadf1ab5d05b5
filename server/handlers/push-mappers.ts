import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  AutoPushSmsConfigSchema,
  DeliveryReason,
  DeliveryStatus,
  MiniProgramTemplateSchema,
  NotificationDeliverySchema,
  NotificationEventSchema,
  NotificationEventType,
  OperatorPushSwitchSchema,
  PushChannel,
  PushProviderSceneSchema,
  type AutoPushSmsConfig,
} from '@gen/push/v1/push_pb';
import type { AutoSmsInput, AutoSmsView } from '../domain/notification/push-config.service';
import type { NotificationView } from '../domain/notification/order-push.service';
import type { TemplateRow } from '../domain/notification/push-config.repository';
import { nameOf, valueOf } from './enum-names';

export const eventTypeOf = (name: string) => valueOf(NotificationEventType, name) as NotificationEventType;
export const channelOf = (name: string) => valueOf(PushChannel, name) as PushChannel;
export const eventTypeName = (value: number) => nameOf(NotificationEventType, value);
export const channelName = (value: number) => nameOf(PushChannel, value);

export function toNotificationEvent(view: NotificationView) {
  return create(NotificationEventSchema, {
    id: view.event.id,
    type: eventTypeOf(view.event.type),
    occurTime: timestampFromDate(view.event.occur_time),
    deliveries: view.deliveries.map((d) =>
      create(NotificationDeliverySchema, {
        id: d.id,
        channel: channelOf(d.channel),
        status: valueOf(DeliveryStatus, d.status) as DeliveryStatus,
        reason: valueOf(DeliveryReason, d.reason) as DeliveryReason,
        recipient: d.recipientLabel,
        templateId: d.template_id,
        content: d.content,
        attempts: d.attempts,
        createTime: timestampFromDate(d.create_time),
        completeTime: d.complete_time ? timestampFromDate(d.complete_time) : undefined,
      }),
    ),
  });
}

export function toScene(s: {
  eventType: string;
  channel: string;
  templateId: string;
  enabled: boolean;
  source: string;
}) {
  return create(PushProviderSceneSchema, {
    eventType: eventTypeOf(s.eventType),
    channel: channelOf(s.channel),
    templateId: s.templateId,
    enabled: s.enabled,
    source: s.source,
  });
}

export function toSwitch(s: { eventType: string; channel: string; enabled: boolean; source: string }) {
  return create(OperatorPushSwitchSchema, {
    eventType: eventTypeOf(s.eventType),
    channel: channelOf(s.channel),
    enabled: s.enabled,
    source: s.source,
  });
}

export function fromSwitch(s: { eventType: number; channel: number; enabled: boolean }) {
  return { eventType: eventTypeName(s.eventType), channel: channelName(s.channel), enabled: s.enabled };
}

export function toAutoSms(view: AutoSmsView) {
  return create(AutoPushSmsConfigSchema, { ...view, eventTypes: view.eventTypes.map(eventTypeOf) });
}

export function fromAutoSms(config: AutoPushSmsConfig | undefined): AutoSmsInput {
  return {
    enabled: config?.enabled ?? false,
    eventTypes: (config?.eventTypes ?? []).map(eventTypeName),
    templateId: config?.templateId ?? '',
    quietStart: config?.quietStart ?? '',
    quietEnd: config?.quietEnd ?? '',
    remindArrivalMinutes: config?.remindArrivalMinutes ?? 0,
    remindDepositMinutes: config?.remindDepositMinutes ?? 0,
    contactConfirmMinutes: config?.contactConfirmMinutes ?? 0,
  };
}

export function toTemplate(t: TemplateRow) {
  return create(MiniProgramTemplateSchema, {
    channel: channelOf(t.channel),
    appId: t.app_id,
    templateId: t.template_id,
    title: t.title,
    keywords: t.keywords,
    eventType: eventTypeOf(t.event_type),
    available: t.available,
  });
}
