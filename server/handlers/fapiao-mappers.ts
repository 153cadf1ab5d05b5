import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { FapiaoKind, FapiaoTitleFields } from '@common/fapiao-title';
import {
  FapiaoTitleInput_Kind,
  type FapiaoTitleInput,
  type FapiaoTitleInputSchema,
  type FapiaoTitleSchema,
} from '@gen/booking/v1/fapiao_title_pb';
import type { FapiaoTitleRecord } from '../domain/diner/fapiao-title.repository';
import { nameOf, valueOf } from './enum-names';

/** The request's title fields for the domain; an unset kind reads as personal. */
export function fapiaoFieldsOf(input: FapiaoTitleInput | undefined): FapiaoTitleFields {
  return {
    kind: (nameOf(FapiaoTitleInput_Kind, input?.kind ?? 0) || 'PERSONAL') as FapiaoKind,
    title: input?.title ?? '',
    taxpayerId: input?.taxpayerId ?? '',
    address: input?.address ?? '',
    phone: input?.phone ?? '',
    bankName: input?.bankName ?? '',
    bankAccount: input?.bankAccount ?? '',
    email: input?.email ?? '',
  };
}

export function toFapiaoInput(f: FapiaoTitleFields): MessageInitShape<typeof FapiaoTitleInputSchema> {
  return { ...f, kind: valueOf(FapiaoTitleInput_Kind, f.kind) };
}

export function toFapiaoTitle(r: FapiaoTitleRecord): MessageInitShape<typeof FapiaoTitleSchema> {
  return {
    model: { id: r.id, createTime: timestampFromDate(r.createTime), updateTime: timestampFromDate(r.updateTime) },
    fields: toFapiaoInput(r),
    isDefault: r.isDefault,
  };
}
