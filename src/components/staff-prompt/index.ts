export { StaffPrompt } from './lazy-staff-prompt';
