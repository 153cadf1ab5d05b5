import type { ServiceImpl } from '@connectrpc/connect';
import type { OperatorInfoService } from '../../src/gen/identity/v1/operator_info_service_pb';
import type { OperatorInfo } from '../../src/gen/identity/v1/operator_pb';
import type { OperatorRef } from '../domain/identity/operator-info.service';
import type { Services } from '../services';
import { fromOperator, toOperatorInfo } from './identity-mappers';

export function operatorInfoHandler(services: Services): ServiceImpl<typeof OperatorInfoService> {
  return {
    async fulfillOperatorInfo(request) {
      // Operators that name nothing (no type, a bad key) are skipped like unknown ones.
      const refs = request.operatorList.map(fromOperator).filter((r): r is OperatorRef => r !== undefined);
      const infos = await services.operatorInfo.fulfill(refs);
      const operatorInfoMap: Record<string, OperatorInfo> = {};
      for (const info of infos) operatorInfoMap[info.key] = toOperatorInfo(info);
      return { operatorInfoMap };
    },
  };
}
