import type { ServiceImpl } from '@connectrpc/connect';
import type { PlatformOverviewService } from '@gen/platform/v1/platform_overview_pb';
import type { Services } from '../services';

export function platformOverviewHandler(services: Services): ServiceImpl<typeof PlatformOverviewService> {
  return {
    async getPlatformOverview(request) {
      return services.platformOverview.week(request.startDate, request.timeZone);
    },
  };
}
