export { MonthCalendar, type MonthCalendarProps } from './month-calendar';
export { monthGrid, monthStart, weekdayOrder } from './month-grid';
