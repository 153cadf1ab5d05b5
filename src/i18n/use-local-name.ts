import { localText, type IntlTextFields } from '@/common/intl-text';
import { useTranslation } from 'react-i18next';

interface Named {
  name: string;
}

/**
 * Store and shift names in the reader's language (their intlInfo), falling
 * back to the name itself.
 */
export function useLocalName() {
  // The language the page speaks (react-i18next re-renders on a switch).
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    storeName: (store: (Named & { intlInfo?: { name?: Partial<IntlTextFields> } }) | undefined | null) =>
      store ? localText(store.name, store.intlInfo?.name, language) : '',
    shiftName: (shift: (Named & { intlName?: Partial<IntlTextFields> }) | undefined | null) =>
      shift ? localText(shift.name, shift.intlName, language) : '',
  };
}
