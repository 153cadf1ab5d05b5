export * from '../common/color-mix';
