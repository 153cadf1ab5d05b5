export { BookOutCard, BookOutStatusTag, BookOutSummary, statusName, useBookOutNames } from './book-out-summary';
