export { CalendarFrame, type CalendarFrameProps } from './calendar-frame';
