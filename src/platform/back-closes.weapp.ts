export { leavingPage } from './mini-back-closes';
