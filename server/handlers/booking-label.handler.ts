import type { ServiceImpl } from '@connectrpc/connect';
import type { BookingChannelService } from '@gen/booking/v1/booking_channel_service_pb';
import type { BookingTagService } from '@gen/booking/v1/booking_tag_service_pb';
import type { BookingTakerService } from '@gen/booking/v1/booking_taker_service_pb';
import type { ChannelRecord, TagRecord, TakerRecord } from '../domain/booking/booking-label.repository';
import type { Services } from '../services';
import { toModel } from './mappers';

const toTag = (t: TagRecord) => ({
  model: toModel(t.id, t.createTime, t.updateTime),
  storeId: t.storeId,
  content: t.content,
  color: t.color,
  sort: t.sort,
});
const toTaker = (t: TakerRecord) => ({
  model: toModel(t.id, t.createTime, t.updateTime),
  storeId: t.storeId,
  name: t.name,
  phone: t.phone,
  sort: t.sort,
  disabled: t.disabled,
});
const toChannel = (c: ChannelRecord) => ({
  model: toModel(c.id, c.createTime, c.updateTime),
  storeId: c.storeId,
  name: c.name,
  sort: c.sort,
});

export function bookingTagHandler(services: Services): ServiceImpl<typeof BookingTagService> {
  const { labels } = services.booking;
  return {
    async queryBookingOrderTags(r) {
      return { list: (await labels.tags(r.storeId)).map(toTag) };
    },
    async createBookingOrderTag(r) {
      return { tag: toTag(await labels.saveTag(r.storeId, null, r.tag?.content ?? '', r.tag?.color ?? '')) };
    },
    async updateBookingOrderTag(r) {
      return { tag: toTag(await labels.saveTag(r.storeId, r.tagId, r.tag?.content ?? '', r.tag?.color ?? '')) };
    },
    async deleteBookingOrderTag(r) {
      await labels.deleteTag(r.storeId, r.tagId);
      return {};
    },
    async sortBookingOrderTags(r) {
      await labels.sortTags(r.storeId, r.tagIdList);
      return {};
    },
  };
}

export function bookingTakerHandler(services: Services): ServiceImpl<typeof BookingTakerService> {
  const { labels } = services.booking;
  const input = (t: { name: string; phone: string; sort: number; disabled: boolean }) => ({
    name: t.name,
    phone: t.phone,
    sort: t.sort,
    disabled: t.disabled,
  });
  return {
    async queryBookingOrderTakers(r) {
      return { list: (await labels.takers(r.storeId)).map(toTaker) };
    },
    async createBookingOrderTaker(r) {
      return { taker: toTaker(await labels.saveTaker(r.storeId, null, input(r.taker!))) };
    },
    async updateBookingOrderTaker(r) {
      return { taker: toTaker(await labels.saveTaker(r.storeId, r.takerId, input(r.taker!))) };
    },
    async deleteBookingOrderTaker(r) {
      await labels.deleteTaker(r.storeId, r.takerId);
      return {};
    },
  };
}

export function bookingChannelHandler(services: Services): ServiceImpl<typeof BookingChannelService> {
  const { labels } = services.booking;
  return {
    async queryBookingChannels(r) {
      return { list: (await labels.channels(r.storeId)).map(toChannel) };
    },
    async createBookingChannel(r) {
      return { channel: toChannel(await labels.saveChannel(r.storeId, null, r.channel!.name)) };
    },
    async updateBookingChannel(r) {
      return { channel: toChannel(await labels.saveChannel(r.storeId, r.channelId, r.channel!.name)) };
    },
    async deleteBookingChannel(r) {
      await labels.deleteChannel(r.storeId, r.channelId);
      return {};
    },
    async sortBookingChannels(r) {
      await labels.sortChannels(r.storeId, r.channelIdList);
      return {};
    },
  };
}
