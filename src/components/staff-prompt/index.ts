export { StaffPrompt } from './staff-prompt';
