export * from '../common/nutui-variables';
