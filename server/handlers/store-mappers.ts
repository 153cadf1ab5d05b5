import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import type { ImageInfo, ImageInfoSchema } from '@gen/common/v1/model_pb';
import type { WeeklyPlanDaySchema } from '@gen/store/v1/business_plan_pb';
import type { StoreShiftInput, StoreShiftSchema } from '@gen/store/v1/shift_pb';
import {
  StoreBusinessConfig_BlacklistPolicy as BlacklistPolicy,
  StoreProfile_OrderingType,
  type BookingConfig,
  type StoreBusinessConfig,
  type StoreBusinessConfigSchema,
  type StoreCollectionItemCacheSchema,
  type StoreCollectionSchema,
  type StoreIntlInfo,
  type StoreProfile,
  type StoreSchema,
} from '@gen/store/v1/store_pb';
import {
  StoreTable_Status,
  type StoreTableInput,
  type StoreTableSchema,
  type StoreTableItemSchema,
} from '@gen/store/v1/table_pb';
import { intlFromFields, intlToFields } from '@common/intl-text';
import { shiftSlotStarts } from '@common/shift-time';
import type { WeeklyPlanDayRecord } from '../domain/store/business-plan.repository';
import type { ShiftDraft } from '../domain/store/shift.service';
import type { ShiftRecord } from '../domain/store/shift.repository';
import type { StoreCollectionRecord } from '../domain/store/store-collection.repository';
import { isBookingReady } from '../domain/store/booking-ready';
import type {
  BookingConfigRecord,
  BusinessConfigRecord,
  CollectionItemCache,
  StoreProfileRecord,
  StoreRecord,
} from '../domain/store/store.repository';
import type { ImageJson, StoreIntlJson, TableStatus } from '../domain/store/store.tables';
import type { TableInput, TableItemRecord, TableRecord } from '../domain/store/table.repository';
import { nameOf, valueOf } from './enum-names';
import { toModel } from './mappers';

type Init<T extends DescMessage> = MessageInitShape<T>;

export function toImage(image: ImageJson): MessageInitShape<typeof ImageInfoSchema> {
  return { ...image };
}

export function fromImage(image: ImageInfo | undefined): ImageJson | null {
  if (!image || (!image.url && !image.fileId)) return null;
  return {
    fileId: image.fileId,
    url: image.url,
    width: image.width,
    height: image.height,
    contentType: image.contentType,
  };
}

export const fromImages = (list: ImageInfo[]): ImageJson[] =>
  list.map(fromImage).filter((i): i is ImageJson => i !== null);

export function toStore(s: StoreRecord): Init<typeof StoreSchema> {
  const c = s.bookingConfig;
  return {
    model: toModel(s.id, s.createTime, s.updateTime),
    merchantId: s.merchantId,
    name: s.name,
    timezone: s.timezone,
    currency: s.currency,
    profile: {
      ...s.profile,
      orderingType: valueOf(StoreProfile_OrderingType, s.profile.orderingType),
    },
    image: { environmentList: s.environmentImages.map(toImage), dishList: s.dishImages.map(toImage) },
    bookingConfig: {
      notice: { text: { content: c.noticeText }, imageList: c.noticeImages.map(toImage) },
      minAdvanceBookingDay: c.minAdvanceBookingDay ?? undefined,
      maxAdvanceBookingDay: c.maxAdvanceBookingDay ?? undefined,
      latestCancelDay: c.latestCancelDay ?? undefined,
    },
    isBookingReady: isBookingReady(c),
    intlInfo: {
      name: intlToFields(s.intl.name),
      shareCard: intlToFields(s.intl.shareCard),
      city: intlToFields(s.intl.city),
    },
  };
}

/** Empty translations are dropped: they mean the store's own text. */
export function fromStoreIntl(i: StoreIntlInfo): StoreIntlJson {
  return { name: intlFromFields(i.name), shareCard: intlFromFields(i.shareCard), city: intlFromFields(i.city) };
}

export function fromProfile(p: StoreProfile): StoreProfileRecord {
  return {
    city: p.city.trim(),
    address: p.address.trim(),
    openingYear: p.openingYear,
    hours: p.hours.trim(),
    phone: p.phone.trim(),
    mainCuisine: p.mainCuisine.trim(),
    subCuisine: p.subCuisine.trim(),
    orderingType: nameOf(StoreProfile_OrderingType, p.orderingType),
    perCapitaPrice: p.perCapitaPrice,
    sommelierService: p.sommelierService,
    winePairing: p.winePairing,
    chef: p.chef.trim(),
    // diner app: the position, kept only when it is one
    latitude: Number.isFinite(p.latitude) && Math.abs(p.latitude) <= 90 ? p.latitude : 0,
    longitude: Number.isFinite(p.longitude) && Math.abs(p.longitude) <= 180 ? p.longitude : 0,
  };
}

export function fromBookingConfig(c: BookingConfig): BookingConfigRecord {
  return {
    noticeText: c.notice?.text?.content ?? '',
    noticeImages: fromImages(c.notice?.imageList ?? []),
    minAdvanceBookingDay: c.minAdvanceBookingDay ?? null,
    maxAdvanceBookingDay: c.maxAdvanceBookingDay ?? null,
    latestCancelDay: c.latestCancelDay ?? null,
  };
}

export function toBusinessConfig(c: BusinessConfigRecord): Init<typeof StoreBusinessConfigSchema> {
  return {
    autoAcceptMinute: c.autoAcceptMinute ?? undefined,
    depositExpiryMinute: c.depositExpiryMinute ?? undefined,
    holidayRegionIsoCode: c.holidayRegionIsoCode,
    restOnPublicHoliday: c.restOnPublicHoliday,
    blacklistPolicy: valueOf(BlacklistPolicy, c.blacklistPolicy),
  };
}

export function fromBusinessConfig(c: StoreBusinessConfig): BusinessConfigRecord {
  return {
    autoAcceptMinute: c.autoAcceptMinute ?? null,
    depositExpiryMinute: c.depositExpiryMinute ?? null,
    holidayRegionIsoCode: c.holidayRegionIsoCode.trim().toUpperCase(),
    restOnPublicHoliday: c.restOnPublicHoliday,
    // Unset (an older client) is the default.
    blacklistPolicy: c.blacklistPolicy === BlacklistPolicy.REFUSE ? 'REFUSE' : 'REVIEW',
  };
}

export function toCollectionItem(i: CollectionItemCache): Init<typeof StoreCollectionItemCacheSchema> {
  return { ...i };
}

export function toCollection(c: StoreCollectionRecord): Init<typeof StoreCollectionSchema> {
  return {
    model: toModel(c.id, c.createTime, c.updateTime),
    merchantId: c.merchantId ?? '0',
    name: c.name,
    description: c.description,
    cover: c.cover ? toImage(c.cover) : undefined,
    sort: c.sort,
    storeIdList: c.storeIds,
  };
}

export function toWeeklyPlanDay(d: WeeklyPlanDayRecord): Init<typeof WeeklyPlanDaySchema> {
  return { weekday: d.weekday, rest: d.rest, shiftIdList: d.shiftIds };
}

export function toShift(s: ShiftRecord): Init<typeof StoreShiftSchema> {
  return {
    model: toModel(s.id, s.createTime, s.updateTime),
    storeId: s.storeId,
    name: s.name,
    intlName: intlToFields(s.intlName),
    remarkName: s.remarkName,
    startSecond: s.startSecond,
    endSecond: s.endSecond,
    deltaSecond: s.deltaSecond,
    hiddenDurationList: s.hiddenDurations,
    skippedStartSecondList: s.skippedStartSeconds,
    openTableIdList: s.openTableIds,
    hiddenTableIdList: s.hiddenTableIds,
    globalDisabled: s.globalDisabled,
    durationSecond: s.durationSecond,
    partySizeDurationList: s.partySizeDurations,
    sort: s.sort,
    pacingMaxCovers: s.pacingMaxCovers,
    pacingMaxParties: s.pacingMaxParties,
    timeSlotList: shiftSlotStarts(s.startSecond, s.endSecond, s.deltaSecond, s.skippedStartSeconds),
  };
}

export function fromShiftInput(s: StoreShiftInput | undefined): ShiftDraft {
  return {
    name: s?.name ?? '',
    intlName: intlFromFields(s?.intlName),
    remarkName: s?.remarkName.trim() ?? '',
    startSecond: s?.startSecond,
    endSecond: s?.endSecond ?? 0,
    deltaSecond: s?.deltaSecond ?? 0,
    hiddenDurations: (s?.hiddenDurationList ?? []).map((r) => ({ startSecond: r.startSecond, endSecond: r.endSecond })),
    skippedStartSeconds: s?.skippedStartSecondList ?? [],
    openTableIds: s?.openTableIdList ?? [],
    hiddenTableIds: s?.hiddenTableIdList ?? [],
    globalDisabled: s?.globalDisabled ?? false,
    durationSecond: s?.durationSecond ?? 0,
    partySizeDurations: (s?.partySizeDurationList ?? []).map((p) => ({
      maxPeople: p.maxPeople,
      durationSecond: p.durationSecond,
    })),
    sort: s?.sort ?? 0,
    // Unset is no limit; 0 or a negative number is refused by the rule, not read as none.
    pacingMaxCovers: s?.pacingMaxCovers,
    pacingMaxParties: s?.pacingMaxParties,
  };
}

export function toTableItem(i: TableItemRecord): Init<typeof StoreTableItemSchema> {
  return {
    model: toModel(i.id, i.createTime, i.updateTime),
    storeId: i.storeId,
    storeTableId: i.tableId,
    name: i.name,
    sort: i.sort,
    isFixed: i.fixed,
  };
}

export function toTable(t: TableRecord, withItems = true): Init<typeof StoreTableSchema> {
  return {
    model: toModel(t.id, t.createTime, t.updateTime),
    storeId: t.storeId,
    name: t.name,
    remarkName: t.remarkName,
    weight: t.weight,
    seatCapacity: t.seatCapacity,
    bookingLimit: t.bookingLimit,
    quickPickIntervalSecond: t.quickPickIntervalSecond,
    photo: t.photo ? toImage(t.photo) : undefined,
    status: valueOf(StoreTable_Status, t.status),
    minSeatsPerOrder: t.minSeatsPerOrder,
    minSeatsPerFeast: t.minSeatsPerFeast,
    tableCount: t.tableCount,
    fixedTableCount: t.fixedTableCount,
    remainingCountReminder: t.remainingCountReminder,
    minTablesPerBooking: t.minTablesPerBooking,
    maxTablesPerBooking: t.maxTablesPerBooking,
    itemList: withItems ? t.items.map(toTableItem) : [],
  };
}

export function fromTableInput(t: StoreTableInput | undefined): TableInput {
  return {
    name: t?.name ?? '',
    remarkName: t?.remarkName.trim() ?? '',
    weight: t?.weight ?? 0,
    seatCapacity: t?.seatCapacity ?? 0,
    bookingLimit: t?.bookingLimit ?? 0,
    quickPickIntervalSecond: t?.quickPickIntervalSecond ?? 0,
    photo: fromImage(t?.photo),
    status: (nameOf(StoreTable_Status, t?.status ?? 0) || 'NORMAL') as TableStatus,
    minSeatsPerOrder: t?.minSeatsPerOrder ?? 0,
    minSeatsPerFeast: t?.minSeatsPerFeast ?? 0,
    tableCount: t?.tableCount ?? 0,
    fixedTableCount: t?.fixedTableCount ?? 0,
    remainingCountReminder: t?.remainingCountReminder ?? 0,
    minTablesPerBooking: t?.minTablesPerBooking ?? 0,
    maxTablesPerBooking: t?.maxTablesPerBooking ?? 0,
  };
}
