import type { ServiceImpl } from '@connectrpc/connect';
import type { AdminReferenceDataService } from '@gen/platform/v1/admin_reference_data_service_pb';
import type { HolidayDate, Region } from '@gen/platform/v1/reference_data_pb';
import type { AdminRegionRecord } from '../domain/platform/reference-data-admin.repository';
import type { Services } from '../services';

const toAdminRegion = ({ disabled, inUse, ...region }: AdminRegionRecord) => ({ region, disabled, inUse });

const fromRegion = (r: Region | undefined) => ({
  callingCode: r?.callingCode ?? '',
  isoCode: r?.isoCode ?? '',
  name: r?.name ?? '',
  phonePattern: r?.phonePattern ?? '',
  sort: r?.sort ?? 0,
});

const fromHoliday = (h: HolidayDate | undefined) => ({
  date: h?.date ?? '',
  name: h?.name ?? '',
  isRestDay: h?.isRestDay ?? false,
  regionIsoCode: h?.regionIsoCode ?? '',
});

export function adminReferenceDataHandler(services: Services): ServiceImpl<typeof AdminReferenceDataService> {
  const { referenceDataAdmin: admin } = services;
  return {
    async listAdminRegions() {
      return { list: (await admin.regions()).map(toAdminRegion) };
    },
    async createRegion(request) {
      return { region: toAdminRegion(await admin.createRegion(fromRegion(request.region))) };
    },
    async updateRegion(request) {
      return { region: toAdminRegion(await admin.updateRegion(fromRegion(request.region))) };
    },
    async setRegionDisabled(request) {
      return { region: toAdminRegion(await admin.setRegionDisabled(request.callingCode, request.disabled)) };
    },
    async deleteRegion(request) {
      await admin.deleteRegion(request.callingCode);
      return {};
    },
    async listAdminHolidayDates(request) {
      return { list: await admin.holidaysOfYear(request.regionIsoCode, request.year) };
    },
    async addHolidayDate(request) {
      return { holiday: await admin.addHoliday(fromHoliday(request.holiday)) };
    },
    async renameHolidayDate(request) {
      return { holiday: await admin.renameHoliday(request.regionIsoCode, request.date, request.name) };
    },
    async removeHolidayDate(request) {
      await admin.removeHoliday(request.regionIsoCode, request.date);
      return {};
    },
  };
}
