import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { DinerTag, type MerchantDinerInput } from '@gen/crm/v1/merchant_diner_pb';
import { DinerTitle } from '@gen/identity/v1/user_diner_pb';
import type { DinerOrderRecord, DinerStatsRecord } from '../domain/crm/diner-history.repository';
import { dinerTags } from '../domain/crm/diner-tags';
import type { MembershipLevelRecord } from '../domain/crm/membership-level.repository';
import type { MerchantDinerFields, MerchantDinerRecord } from '../domain/crm/merchant-diner-crm.repository';
import { nameOf, valueOf } from './enum-names';
import { toModel } from './mappers';

export function toMerchantDiner(d: MerchantDinerRecord) {
  return {
    model: toModel(d.id, d.createTime, d.updateTime),
    merchantId: d.merchantId,
    title: valueOf(DinerTitle, d.title),
    lastName: d.lastName,
    firstName: d.firstName,
    preferredLanguage: d.preferredLanguage,
    phoneRegionCode: d.phoneRegionCode,
    phone: d.phone,
    email: d.email,
    wechatId: d.wechatId,
    userId: d.userId ?? '0',
    birthday: d.birthday,
    weddingAnniversary: d.weddingAnniversary,
    dietPreference: d.dietPreference,
    dietTaboo: d.dietTaboo,
    otherRequirements: d.otherRequirements,
    remark: d.remark,
    blacklisted: d.blacklisted,
    blacklistReason: d.blacklistReason,
    blacklistTime: d.blacklistTime ? timestampFromDate(d.blacklistTime) : undefined,
    membershipLevelId: d.membershipLevelId ?? '0',
    membershipLevelName: d.membershipLevelName,
    tagList: dinerTags(d).map((tag) => valueOf(DinerTag, tag)),
  };
}

export function fromMerchantDinerInput(input: MerchantDinerInput | undefined): MerchantDinerFields {
  return {
    title: nameOf(DinerTitle, input?.title ?? 0),
    lastName: input?.lastName ?? '',
    firstName: input?.firstName ?? '',
    preferredLanguage: input?.preferredLanguage ?? '',
    phoneRegionCode: input?.phoneRegionCode ?? '',
    phone: input?.phone ?? '',
    email: input?.email ?? '',
    wechatId: input?.wechatId ?? '',
    birthday: input?.birthday ?? '',
    weddingAnniversary: input?.weddingAnniversary ?? '',
    dietPreference: input?.dietPreference ?? '',
    dietTaboo: input?.dietTaboo ?? '',
    otherRequirements: input?.otherRequirements ?? '',
    remark: input?.remark ?? '',
    membershipLevelId: input?.membershipLevelId ?? null,
  };
}

export const toDinerStats = (s: DinerStatsRecord) => ({ ...s });

export const toDinerOrder = (o: DinerOrderRecord) => ({
  id: o.id,
  orderNo: o.orderNo,
  storeId: o.storeId,
  storeName: o.storeName,
  reservationDate: o.reservationDate,
  reservationStartSecond: o.startSecond,
  peopleCount: o.peopleCount,
  status: o.status,
  closeReason: o.closeReason,
  totalAmount: o.totalAmount,
  currency: o.currency,
  arrived: o.arrived,
});

export const toMembershipLevel = (l: MembershipLevelRecord) => ({
  model: toModel(l.id, l.createTime, l.updateTime),
  merchantId: l.merchantId,
  name: l.name,
  description: l.description,
  color: l.color,
  sort: l.sort,
  dinerCount: l.dinerCount,
});
