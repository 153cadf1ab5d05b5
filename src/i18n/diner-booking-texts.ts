import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansDinerBooking } from './locales/zh-hans/diner-booking';

// Importing this adds the texts for choosing a booking (`diner.booking.*`, `diner.title.*`,
// booking-before's title) to the bundled language; the other languages' chunks already hold them. A
// module that shows one imports this file, so they load with its chunk instead of in the H5 entry
// (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansDinerBooking);
