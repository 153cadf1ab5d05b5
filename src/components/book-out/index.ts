export { BookOutCard, BookOutStatusTag, BookOutSummary, statusName } from './book-out-summary';
