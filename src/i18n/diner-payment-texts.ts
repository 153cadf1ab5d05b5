import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansDinerPayment } from './locales/zh-hans/diner-payment';

// Importing this adds the deposit payment's texts (`diner.payment.*`, `diner.result.*`,
// `diner.problem.*`, their page titles) to the bundled language; the other languages' chunks already
// hold them. A module that shows one imports this file, so they load with its chunk instead of in the
// H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansDinerPayment);
