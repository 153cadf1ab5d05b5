export { DINER_TITLES, dinerTitleName, type DinerTitleName } from './diner-title';
export { TitleChips } from './title-chips';
