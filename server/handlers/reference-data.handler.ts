import type { ServiceImpl } from '@connectrpc/connect';
import { type ReferenceDataService } from '@gen/platform/v1/reference_data_pb';
import type { Services } from '../services';

export function referenceDataHandler(services: Services): ServiceImpl<typeof ReferenceDataService> {
  return {
    async listRegions() {
      return { list: await services.referenceData.listRegions() };
    },
    async listHolidayDates(request) {
      const list = await services.referenceData.listHolidays(request.startDate, request.endDate, request.regionIsoCode);
      return { list };
    },
  };
}
