import type { ServiceImpl } from '@connectrpc/connect';
import type { OperatorInfoService } from '@gen/identity/v1/operator_info_service_pb';
import type { OperatorInfo } from '@gen/identity/v1/operator_pb';
import type { Services } from '../services';
import { fromOperator, toOperatorInfo } from './identity-mappers';

export function operatorInfoHandler(services: Services): ServiceImpl<typeof OperatorInfoService> {
  return {
    async fulfillOperatorInfo(request) {
      const infos = await services.operatorInfo.fulfill(request.operatorList.map(fromOperator));
      const operatorInfoMap: Record<string, OperatorInfo> = {};
      for (const info of infos) operatorInfoMap[info.key] = toOperatorInfo(info);
      return { operatorInfoMap };
    },
  };
}
