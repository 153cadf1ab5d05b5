export { ModeSwitch } from './mode-switch';
