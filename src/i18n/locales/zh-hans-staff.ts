import { zhHansFloorPlanEditor } from './zh-hans/floor-plan-editor';
import { zhHansStaffOps } from './zh-hans/staff-ops';
import { zhHansStaffSetup } from './zh-hans/staff-setup';

// The staff app's texts in the default language: store setup and diner CRM, bookings,
// the floor plan editor. Only i18n/staff-texts.ts imports this, and only the staff app
// imports that, so they load with the staff pages instead of in the H5 entry. A staff
// area adds its file here, not to zh-hans.ts.
export const zhHansStaff = {
  ...zhHansStaffSetup,
  ...zhHansStaffOps,
  ...zhHansFloorPlanEditor,
};
