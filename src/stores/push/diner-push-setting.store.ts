import { makeAutoObservable } from 'mobx';
import { NotificationEventType, PushChannel } from '@/gen/push/v1/push_pb';
import { requestSubscription, subscriptionChannel } from '@/platform/push-subscribe';
import type { Api } from '@/services/api';
import { attempt, LoadState } from '../staff-setup/load-state';

/** The moments the app asks for mini-program subscriptions, and the messages each asks for. */
export const SUBSCRIBE_MOMENTS = {
  afterBooking: [
    NotificationEventType.STORE_CONFIRM,
    NotificationEventType.REMIND_ARRIVAL,
    NotificationEventType.STORE_CLOSE,
  ],
  afterJoiningFeast: [
    NotificationEventType.CLOSE_FEAST_PARTICIPANT,
    NotificationEventType.FEAST_DEPOSIT_REFUNDED,
    NotificationEventType.CREATE_IM_MESSAGE,
  ],
} as const;

/**
 * What the person receives (the PUSH_CONFIG block and action): the event types
 * they muted and the channels they turned off; and asking the host for
 * mini-program subscriptions at the natural moments.
 */
export class DinerPushSettingStore {
  eventTypes: NotificationEventType[] = [];
  mutedEventTypes: NotificationEventType[] = [];
  mutedChannels: PushChannel[] = [];
  readonly state = new LoadState();
  /** Template ids of each moment, fetched ahead so the tap can open the dialog at once. */
  private prepared: Partial<Record<keyof typeof SUBSCRIBE_MOMENTS, string[]>> = {};

  constructor(private readonly api: Api) {
    makeAutoObservable<this, 'api' | 'prepared'>(this, { api: false, prepared: false }, { autoBind: true });
  }

  /** Only a mini-program host has subscriptions to ask for. */
  get canSubscribe(): boolean {
    return subscriptionChannel() !== null;
  }

  async load(): Promise<void> {
    await this.state.run(
      () => this.api.dinerPush.getMyPushSetting({}),
      (answer) => {
        this.eventTypes = answer.setting?.eventTypes ?? [];
        this.mutedEventTypes = answer.setting?.mutedEventTypes ?? [];
        this.mutedChannels = answer.setting?.mutedChannels ?? [];
      },
    );
  }

  receives(type: NotificationEventType): boolean {
    return !this.mutedEventTypes.includes(type);
  }

  channelOn(channel: PushChannel): boolean {
    return !this.mutedChannels.includes(channel);
  }

  async toggleEvent(type: NotificationEventType): Promise<void> {
    const muted = this.receives(type)
      ? [...this.mutedEventTypes, type]
      : this.mutedEventTypes.filter((t) => t !== type);
    await this.save(muted, this.mutedChannels);
  }

  async toggleChannel(channel: PushChannel): Promise<void> {
    const muted = this.channelOn(channel)
      ? [...this.mutedChannels, channel]
      : this.mutedChannels.filter((c) => c !== channel);
    await this.save(this.mutedEventTypes, muted);
  }

  private async save(mutedEventTypes: NotificationEventType[], mutedChannels: PushChannel[]): Promise<void> {
    const saved = await attempt(() => this.api.dinerPush.updateMyPushSetting({ mutedEventTypes, mutedChannels }));
    if (saved?.setting) {
      this.mutedEventTypes = saved.setting.mutedEventTypes;
      this.mutedChannels = saved.setting.mutedChannels;
    }
  }

  private get channel(): PushChannel | null {
    const host = subscriptionChannel();
    if (!host) return null;
    return host === 'WECHAT_MINI_PROGRAM' ? PushChannel.WECHAT_MINI_PROGRAM : PushChannel.ALIPAY_MINI_PROGRAM;
  }

  /** Fetches a moment's templates ahead of the tap (the page opening); nothing outside mini-programs. */
  async prepare(moment: keyof typeof SUBSCRIBE_MOMENTS): Promise<void> {
    const channel = this.channel;
    if (!channel) return;
    const answer = await attempt(() =>
      this.api.dinerPush.queryMiniProgramTemplates({ channel, eventTypes: [...SUBSCRIBE_MOMENTS[moment]] }),
    );
    this.prepared[moment] = answer?.list.map((t) => t.templateId) ?? [];
  }

  /**
   * Opens the host's dialog for a prepared moment straight from the tap (WeChat
   * allows it only from one): after booking, after joining a feast. Never holds up
   * the tap's own work: call it without waiting.
   */
  async subscribeNow(moment: keyof typeof SUBSCRIBE_MOMENTS): Promise<number> {
    const channel = this.channel;
    const ids = this.prepared[moment] ?? [];
    if (!channel || ids.length === 0) return 0;
    const { accepted } = await requestSubscription(ids);
    if (accepted.length)
      await attempt(() => this.api.dinerPush.recordPushSubscriptions({ channel, acceptedTemplateIds: accepted }));
    return accepted.length;
  }

  /**
   * Asks the host's subscription dialog for the templates of a moment (call it
   * from a tap: WeChat allows the dialog only then) and tells the server what
   * was accepted. Answers how many were accepted; 0 outside mini-programs.
   */
  async subscribe(events: readonly NotificationEventType[]): Promise<number> {
    const host = subscriptionChannel();
    if (!host) return 0;
    const channel = host === 'WECHAT_MINI_PROGRAM' ? PushChannel.WECHAT_MINI_PROGRAM : PushChannel.ALIPAY_MINI_PROGRAM;
    const templates = await attempt(() =>
      this.api.dinerPush.queryMiniProgramTemplates({ channel, eventTypes: [...events] }),
    );
    const ids = templates?.list.map((t) => t.templateId) ?? [];
    if (ids.length === 0) return 0;
    const { accepted } = await requestSubscription(ids);
    if (accepted.length)
      await attempt(() => this.api.dinerPush.recordPushSubscriptions({ channel, acceptedTemplateIds: accepted }));
    return accepted.length;
  }
}
