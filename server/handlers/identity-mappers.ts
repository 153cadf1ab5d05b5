import { intlToFields } from '@common/intl-text';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OperatorType } from '@gen/common/v1/enums_pb';
import { AdministratorSchema, type Administrator } from '@gen/identity/v1/administrator_service_pb';
import {
  AdminStoreSchema,
  MerchantSchema,
  type AdminStore,
  type Merchant,
} from '@gen/identity/v1/admin_merchant_service_pb';
import { IdentityProviderType, VerificationPurpose } from '@gen/identity/v1/identity_provider_pb';
import { OperatorInfoSchema, type OperatorInfo } from '@gen/identity/v1/operator_pb';
import { StaffMemberSchema, StaffRole, type StaffMember } from '@gen/identity/v1/staff_pb';
import {
  Contact_Type,
  DinerTitle,
  Gender,
  UserDinerSchema,
  type UserDiner,
  type UserDinerInput,
} from '@gen/identity/v1/user_diner_pb';
import { ThirdPartyUserSchema, type ThirdPartyUser } from '@gen/identity/v1/user_pb';
import { SessionSchema, type Session } from '@gen/identity/v1/user_session_service_pb';
import type { OperatorInfoRecord, OperatorRef, OperatorTypeName } from '../domain/identity/operator-info.service';
import { parseOperatorKey } from '../domain/identity/operator-info.service';
import type { AdminStoreRecord, MerchantRecord } from '../domain/identity/merchant.repository';
import type { SessionRecord } from '../domain/identity/session.repository';
import type { AdministratorRecord, StaffMemberRecord } from '../domain/identity/staff.repository';
import type { UserDinerFields, UserDinerRecord } from '../domain/identity/user-diner.repository';
import type { UserIdentityRecord } from '../domain/identity/user-identity.repository';
import type { VerificationPurposeName } from '../domain/identity/verification-rules';
import { domainError } from '../domain/errors';
import { toModel, toUserMessage } from './mappers';

/** An enum value by its name; the zero value when the stored name is unknown. */
function byName<E extends Record<string, string | number>>(enumObject: E, name: string): E[keyof E] {
  const value = enumObject[name as keyof E];
  return (typeof value === 'number' ? value : 0) as E[keyof E];
}

/** The name of an enum value, '' for the zero value. */
function nameOf<E extends Record<string | number, string | number>>(enumObject: E, value: number): string {
  return value === 0 ? '' : String(enumObject[value as keyof E] ?? '');
}

export function providerTypeName(value: IdentityProviderType): string {
  return nameOf(IdentityProviderType, value);
}

export function purposeName(value: VerificationPurpose): VerificationPurposeName {
  return value === VerificationPurpose.BIND_PHONE ? 'BIND_PHONE' : 'LOGIN';
}

export function toThirdPartyUser(identity: UserIdentityRecord): ThirdPartyUser {
  return create(ThirdPartyUserSchema, {
    providerId: identity.providerAppId,
    openId: identity.openId,
    unionId: identity.unionId,
    nickname: identity.nickname,
    avatarUrl: identity.avatarUrl,
    providerType: byName(IdentityProviderType, identity.providerType),
  });
}

export function toSessionMessage(session: SessionRecord, currentSessionId: string): Session {
  return create(SessionSchema, {
    id: session.id,
    clientPlatform: session.clientPlatform,
    platformId: session.platformId,
    deviceId: session.deviceId,
    loginProvider: byName(IdentityProviderType, session.loginProvider),
    createTime: timestampFromDate(session.createTime),
    lastSeenTime: timestampFromDate(session.lastSeenTime),
    expireTime: timestampFromDate(session.expireTime),
    current: session.id === currentSessionId,
  });
}

export function fromDinerInput(input: UserDinerInput | undefined): UserDinerFields {
  return {
    lastName: input?.lastName ?? '',
    firstName: input?.firstName ?? '',
    title: nameOf(DinerTitle, input?.title ?? 0) || 'UNKNOWN',
    gender: nameOf(Gender, input?.gender ?? 0),
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
    contactList: (input?.contactList ?? []).map((c) => ({ type: nameOf(Contact_Type, c.type), value: c.value })),
  };
}

export function toDinerMessage(diner: UserDinerRecord): UserDiner {
  return create(UserDinerSchema, {
    model: toModel(diner.id, diner.createTime, diner.updateTime),
    lastName: diner.lastName,
    firstName: diner.firstName,
    title: byName(DinerTitle, diner.title),
    gender: byName(Gender, diner.gender),
    preferredLanguage: diner.preferredLanguage,
    phoneRegionCode: diner.phoneRegionCode,
    phone: diner.phone,
    email: diner.email,
    wechatId: diner.wechatId,
    birthday: diner.birthday,
    weddingAnniversary: diner.weddingAnniversary,
    dietPreference: diner.dietPreference,
    dietTaboo: diner.dietTaboo,
    otherRequirements: diner.otherRequirements,
    remark: diner.remark,
    contactList: diner.contactList.map((c) => ({ type: byName(Contact_Type, c.type), value: c.value })),
    userId: diner.userId,
  });
}

export function fromOperator(operator: { type: OperatorType; id: string; key: string }): OperatorRef | undefined {
  if (operator.key) return parseOperatorKey(operator.key);
  const type = nameOf(OperatorType, operator.type) as OperatorTypeName;
  if (!type) return undefined;
  if (type === 'ADMIN' || type === 'SYSTEM') return { type, id: '0' };
  return operator.id && operator.id !== '0' ? { type, id: operator.id } : undefined;
}

export function toOperatorInfo(info: OperatorInfoRecord): OperatorInfo {
  return create(OperatorInfoSchema, {
    operator: { type: byName(OperatorType, info.type), id: info.id, key: info.key },
    name: info.name,
    avatarUrl: info.avatarUrl,
    intlName: intlToFields(info.intlName),
  });
}

/** The two roles the staff rules know; any other number is refused rather than taken as STAFF. */
export function staffRoleName(role: StaffRole): 'MANAGER' | 'STAFF' {
  if (role === StaffRole.MANAGER) return 'MANAGER';
  if (role === StaffRole.STAFF) return 'STAFF';
  throw domainError('invalid', 'unknownStaffRole');
}

export function toStaffMember(member: StaffMemberRecord): StaffMember {
  return create(StaffMemberSchema, {
    id: member.id,
    merchantId: member.merchantId,
    storeId: member.storeId ?? '0',
    role: byName(StaffRole, member.role),
    user: toUserMessage(member.user),
    createTime: timestampFromDate(member.createTime),
    lastName: member.lastName,
    firstName: member.firstName,
  });
}

export function toAdministrator(admin: AdministratorRecord): Administrator {
  return create(AdministratorSchema, {
    user: toUserMessage(admin.user),
    createTime: timestampFromDate(admin.createTime),
  });
}

export function toMerchant(merchant: MerchantRecord): Merchant {
  return create(MerchantSchema, {
    model: toModel(merchant.id, merchant.createTime, merchant.updateTime),
    name: merchant.name,
    shortKey: merchant.shortKey,
    disabled: merchant.disabled,
  });
}

export function toAdminStore(store: AdminStoreRecord): AdminStore {
  return create(AdminStoreSchema, { ...store });
}
