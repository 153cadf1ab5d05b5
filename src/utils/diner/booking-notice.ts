// The rule lives in common/: the server's first screen links the book button the same way.
export { bookingStartPage, hasBookingNotice, type NoticeSource } from '../../common/booking-notice';
