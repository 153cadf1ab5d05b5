export { TickBox, type TickBoxProps } from './tick-box';
