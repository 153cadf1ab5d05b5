export { OptionList, type Option, type OptionListProps } from './option-list';
