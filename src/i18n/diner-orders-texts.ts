import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansDinerOrders } from './locales/zh-hans/diner-orders';

// Importing this adds the texts of the diner's bookings (`diner.order.*`, `diner.cancel.*`,
// `diner.share.*`, their page titles) to the bundled language; the other languages' chunks already
// hold them. A module that shows one imports this file, so they load with its chunk instead of in the
// H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansDinerOrders);
