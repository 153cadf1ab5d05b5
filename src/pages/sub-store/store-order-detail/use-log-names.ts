import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/i18n/use-money';
import { useStaff } from '@/components/staff-kit/use-staff';
import type { LogNames } from '@/stores/staff/order-log-text';
import { displayDateTime, formatInZone, type DateFormats } from '@/utils/date-display';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The names and clocks the order log reads in: the store's tables, labels and time zone, the reader's words. */
export function useLogNames(): LogNames & { when(value: Date): string } {
  const { t } = useTranslation();
  const money = useMoney();
  const { staff } = useStaff();
  const formats = t('date', { returnObjects: true }) as DateFormats;
  const zone = staff.stores.timezone;
  const order = staff.order;
  const named = <T extends { model?: { id: string } }>(list: T[], id: string, name: (x: T) => string) => {
    const found = list.find((x) => x.model?.id === id);
    return found ? name(found) : '';
  };
  return {
    t: t as unknown as LogNames['t'],
    tables: (ids) => staff.catalog.itemNamesOf(ids),
    shift: (id) => staff.catalog.shiftNameOf(id),
    tags: (ids) =>
      ids
        .map((id) => named(order.tags, id, (x) => x.content))
        .filter(Boolean)
        .join(t('staffOps.logField.listSeparator')),
    taker: (id) => named(order.takers, id, (x) => x.name),
    channel: (id) => named(order.channels, id, (x) => x.name),
    date: (value) => formatInZone(`${value}T12:00:00`, formats.yearMonthDay),
    instant: (value) => formatInZone(value, formats.fullDateTime, zone),
    // The order's own currency; without an order loaded the amount shows bare (useMoney).
    money: (cents) => money(cents, order.order?.currency ?? ''),
    when: (value) => displayDateTime(value, Date.now(), formats, zone),
  };
}
