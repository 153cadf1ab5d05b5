export { StatusCountBar } from './status-count-bar';
