export { MonthCalendar, type MonthCalendarProps } from './month-calendar';
export { monthGrid, monthStart, weekdayOf, weekdayOrder } from './month-grid';
