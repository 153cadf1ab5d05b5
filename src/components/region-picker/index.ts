export { RegionPicker, useRegionName, type RegionPickerProps } from './region-picker';
