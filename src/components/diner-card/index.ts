export { DinerCard, useDinerName } from './diner-card';
