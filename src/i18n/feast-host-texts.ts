import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansFeastHost } from './locales/zh-hans/feast-host';
import './feast-texts';

// Importing this adds a diner host's texts (`feastHost.*`) to the bundled language,
// besides the feast texts: only the hosting pages and the store page's hosting entry
// show them, so they stay out of the feast tab (the weapp main package).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansFeastHost);
