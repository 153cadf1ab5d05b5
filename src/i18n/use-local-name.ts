import { localText, type IntlTextFields } from '@/common/intl-text';
import { useTranslation } from '@/i18n/use-translation';

interface Named {
  name: string;
}

type Intl = Partial<IntlTextFields> | undefined;

/**
 * Names the data carries per language (the spec's intlInfo) in the reader's
 * language: stores, their cities, shifts, menus and dishes, falling back to
 * the entity's own text.
 */
export function useLocalName() {
  // The language the page speaks (useTranslation re-renders on a switch).
  const { i18n } = useTranslation();
  const language = i18n.language;
  const local = (base: string, intl: Intl) => localText(base, intl, language);
  return {
    local,
    storeName: (store: (Named & { intlInfo?: { name?: Intl } }) | undefined | null) =>
      store ? local(store.name, store.intlInfo?.name) : '',
    /** The store's city; `city` is its profile's. */
    storeCity: (city: string, store: { intlInfo?: { city?: Intl } } | undefined | null) =>
      local(city, store?.intlInfo?.city),
    shiftName: (shift: (Named & { intlName?: Intl }) | undefined | null) =>
      shift ? local(shift.name, shift.intlName) : '',
    /** The shift a booking order was made for, by the names the order kept. */
    orderShift: (order: { storeShiftName: string; storeShiftIntlName?: Intl }) =>
      local(order.storeShiftName, order.storeShiftIntlName),
    /** A menu's or a dish's name and description. */
    dish: (d: Named & { description: string; intlName?: Intl; intlDescription?: Intl }) => ({
      name: local(d.name, d.intlName),
      description: local(d.description, d.intlDescription),
    }),
  };
}
