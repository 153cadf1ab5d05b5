import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import { OperatorType } from '@gen/common/v1/enums_pb';
import { ClientConfigBodySchema } from '@gen/platform/v1/client_config_pb';
import {
  EditableClientConfigSchema,
  type ClientConfigAdminService,
  type EditableClientConfig,
} from '@gen/platform/v1/client_config_admin_service_pb';
import type { EditableConfig } from '../domain/platform/client-config-editor.service';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';

function toEditable({ record, draft, hasUnpublishedChanges }: EditableConfig): EditableClientConfig {
  return create(EditableClientConfigSchema, {
    id: record.id,
    ownerType: OperatorType[record.ownerType as keyof typeof OperatorType] ?? OperatorType.OPERATOR_TYPE_UNSPECIFIED,
    ownerId: record.ownerId,
    ownerName: record.ownerName,
    draft,
    draftRevision: record.draftRevision,
    publishedVersion: record.version,
    publishTime: record.publishTime ? timestampFromDate(record.publishTime) : undefined,
    hasUnpublishedChanges,
  });
}

export function clientConfigAdminHandler(services: Services): ServiceImpl<typeof ClientConfigAdminService> {
  const editor = services.clientConfigEditor;
  return {
    async listClientConfigs(_request, ctx) {
      return { list: (await editor.list(await rpcContext(ctx).standing())).map(toEditable) };
    },
    async getEditableClientConfig(request, ctx) {
      const config = await editor.get(await rpcContext(ctx).standing(), request.platformClientConfigId);
      return { clientConfig: toEditable(config) };
    },
    async saveClientConfigDraft(request, ctx) {
      const config = await editor.saveDraft(
        await rpcContext(ctx).standing(),
        request.platformClientConfigId,
        request.draft ?? create(ClientConfigBodySchema),
        request.baseRevision,
      );
      return { clientConfig: toEditable(config) };
    },
    async publishClientConfig(request, ctx) {
      const config = await editor.publish(
        await rpcContext(ctx).standing(),
        request.platformClientConfigId,
        request.draftRevision,
      );
      return { clientConfig: toEditable(config) };
    },
    async createClientConfig(request, ctx) {
      const config = await editor.createForMerchant(await rpcContext(ctx).standing(), request.merchantId);
      return { clientConfig: toEditable(config) };
    },
  };
}
