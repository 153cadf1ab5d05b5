export { historySettled, leavingPage } from './mini-back-closes';
