import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { ModelSchema, type Model } from '@gen/common/v1/model_pb';
import { UserSchema, type User } from '@gen/identity/v1/user_pb';
import type { UserRecord } from '../domain/identity/user.repository';

export function toModel(id: string, createTime: Date, updateTime: Date): Model {
  return create(ModelSchema, {
    id,
    createTime: timestampFromDate(createTime),
    updateTime: timestampFromDate(updateTime),
  });
}

export function toUserMessage(user: UserRecord): User {
  return create(UserSchema, {
    model: toModel(user.id, user.createTime, user.updateTime),
    phone: user.phone,
    phoneRegionCode: user.phoneRegionCode,
    nickname: user.nickname,
    avatarUrl: user.avatarUrl,
    phoneVerified: user.phoneVerified,
  });
}
