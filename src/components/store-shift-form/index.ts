export { StoreShiftForm, type ShiftInput, type StoreShiftFormProps } from './store-shift-form';
