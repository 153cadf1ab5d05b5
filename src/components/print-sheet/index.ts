export { PrintSheet, type PrintSheetProps } from './print-sheet';
export { printGroups, type PrintGroup, type PrintRow } from './print-rows';
