export { BookingTimeline, type BookingTimelineProps } from './booking-timeline';
export { layoutTimeline, type TimelineLayout, type TimelineBlock, type TimelineRow } from './timeline-layout';
