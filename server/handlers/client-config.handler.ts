import { create, fromJson, type JsonValue } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { OperatorType } from '@gen/common/v1/enums_pb';
import {
  ClientConfigBodySchema,
  ClientConfigSchema,
  type ClientConfigService,
  type ClientConfig,
} from '@gen/platform/v1/client_config_pb';
import type { ClientConfigRecord } from '../domain/platform/client-config.repository';
import type { Services } from '../services';
import { toModel } from './mappers';

export function toClientConfigMessage(record: ClientConfigRecord): ClientConfig {
  return create(ClientConfigSchema, {
    model: toModel(record.id, record.createTime, record.updateTime),
    config: fromJson(ClientConfigBodySchema, record.body as JsonValue, { ignoreUnknownFields: true }),
    ownerType: OperatorType[record.ownerType as keyof typeof OperatorType] ?? OperatorType.OPERATOR_TYPE_UNSPECIFIED,
    ownerId: record.ownerId,
    version: record.version ?? 0,
  });
}

export function clientConfigHandler(services: Services): ServiceImpl<typeof ClientConfigService> {
  return {
    async getClientConfig(request) {
      const record = await services.clientConfigs.get(request.platformClientConfigId);
      return { clientConfig: toClientConfigMessage(record) };
    },
  };
}
