import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { PrintSheet, printGroups } from '@/components/print-sheet';
import { useStaff } from '@/components/staff-kit';
import { showMessage } from '@/services/feedback';
import { statusKey } from '@/stores/staff';
import { PrintSettingsPanel } from './print-settings-panel';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The print preview of a day's bookings (spec section 9's options), printed through
 * the browser with a print stylesheet that leaves only the sheet. Mini-programs
 * cannot print: the page says to open it on a computer.
 */
function BookingPrintPreviewPage() {
  const { t } = useTranslation();
  const { staff, dateLabel } = useStaff();
  const { day, print } = staff;
  const { date } = useRouter().params;
  useEffect(() => {
    day.open(date).catch(() => undefined);
    staff.order.loadLabels().catch(() => undefined);
  }, [day, staff.order, date]);
  const s = print.settings;
  // Keep the @page rule in step with the settings, so the browser's own print menu agrees too.
  useEffect(() => print.applyPage(), [print, s.orientation, s.margin]);

  const orders = useMemo(() => day.orders.filter((o) => o.reservationDate === day.date), [day.orders, day.date]);
  const groups = useMemo(() => {
    const tagName = new Map<string, string>();
    const taker = new Map<string, string>();
    const channel = new Map<string, string>();
    for (const x of staff.order.tags) tagName.set(x.model?.id ?? '', x.content);
    for (const x of staff.order.takers) taker.set(x.model?.id ?? '', x.name);
    for (const x of staff.order.channels) channel.set(x.model?.id ?? '', x.name);
    return printGroups({
      orders,
      tables: day.tables,
      shifts: day.shifts,
      settings: s,
      text: {
        status: (o) => t(`staffOps.status.${statusKey(o.status)}`),
        tables: (o) => staff.catalog.tableNames(o),
        tags: (o) =>
          o.tagIdList
            .map((id) => tagName.get(id) ?? '')
            .filter(Boolean)
            .join(' '),
        taker: (o) => taker.get(o.takerId) ?? '',
        channel: (o) => channel.get(o.channelId) ?? '',
        all: t('staffOps.board.allShifts'),
        otherShift: t('staffOps.common.none'),
      },
    });
  }, [orders, day.tables, day.shifts, s, t, staff.order.tags, staff.order.takers, staff.order.channels, staff.catalog]);

  const doPrint = () => {
    if (!print.printNow()) showMessage(t('staffOps.print.notSupported'), t('common.gotIt'));
  };
  const diners = orders.filter((o) => statusKey(o.status) !== 'CLOSED').reduce((n, o) => n + o.peopleCount, 0);

  return (
    <PageShell title={t('staffOps.print.title')}>
      <View className='print-preview'>
        <View className='print-preview__toolbar'>
          <Button type='primary' block onClick={doPrint}>
            {t('staffOps.print.print')}
          </Button>
        </View>
        <PrintSettingsPanel />
        <LoadState status={day.status} onRetry={() => void day.reload()}>
          <PrintSheet
            title={t('staffOps.print.sheetTitle', {
              store: staff.stores.current?.name ?? '',
              date: dateLabel(day.date),
            })}
            subtitle={t('staffOps.print.count', {
              orders: orders.filter((o) => statusKey(o.status) !== 'CLOSED').length,
              diners,
            })}
            groups={groups}
            settings={s}
            fieldLabel={(f) => t(`staffOps.print.fields.${f}`)}
            emptyTableText={t('staffOps.print.emptyTable')}
            noOrdersText={t('staffOps.print.noOrders')}
          />
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(BookingPrintPreviewPage);
