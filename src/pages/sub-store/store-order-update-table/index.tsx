import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OrderPage, useStaff } from '@/components/staff-kit';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { dinerName, seatingFit } from '@/stores/staff';
import { startChoice, tapTable } from '@/stores/staff/table-choice';
import { formatSecondOfDay } from '@/common/shift-time';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import './index.scss';

// An observer: it reads the staff stores (busy flags, loaded options).
const UpdateTableForm = observer(function UpdateTableForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const { move } = staff;
  const swapFirst = useRouter().params.tab === 'swap';
  // Starts at the tables the party has; the first tap on another table moves it
  // there, later taps join or drop tables (table-choice.ts).
  const [choice, setChoice] = useState(() => startChoice(order.storeTableItemIdList));
  const { chosen } = choice;
  useEffect(() => {
    move.load(order).catch(() => undefined);
  }, [move, order]);
  const toggle = (id: string) => setChoice((c) => tapTable(c, id, order.storeTableItemIdList));
  const unchanged =
    chosen.length === order.storeTableItemIdList.length &&
    chosen.every((id) => order.storeTableItemIdList.includes(id));

  const seats = move.freeItems
    .filter((item) => chosen.includes(item.storeTableItemId))
    .reduce((sum, item) => sum + item.seatCapacity, 0);
  const fit = seatingFit(seats, order.peopleCount);
  const current = new Set(order.storeTableItemIdList);

  const moveTo = async (ids: string[]) => {
    if (
      ids.length > 0 &&
      fit === 'short' &&
      !(await confirmAction(
        t('staffOps.updateTable.askShort', { seats, people: order.peopleCount }),
        t('staffOps.common.confirm'),
        t('staffOps.common.cancel'),
      ))
    )
      return;
    if (await staff.order.moveTables(ids)) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  const swapWith = async (other: BookingOrder) => {
    if (
      !(await confirmAction(
        t('staffOps.ask.swap', { name: dinerName(other) }),
        t('staffOps.common.confirm'),
        t('staffOps.common.cancel'),
      ))
    )
      return;
    if (await staff.order.swapTables(other.model?.id ?? '')) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };

  const tables = (
    <View className='staff-form__field'>
      <Text className='update-table__now'>
        {t('staffOps.updateTable.now', {
          tables: staff.catalog.tableNames(order) || '—',
          people: order.peopleCount,
        })}
      </Text>
      <Text className='staff-form__label'>{t('staffOps.updateTable.pick')}</Text>
      <Text className='staff-form__help update-table__how'>{t('staffOps.updateTable.how')}</Text>
      {move.freeItems.length === 0 && !move.loading && (
        <Text className='staff-form__help'>{t('staffOps.updateTable.none')}</Text>
      )}
      <View className='staff-form__chips'>
        {move.freeItems.map((item) => (
          <Text
            key={item.storeTableItemId}
            className={
              chosen.includes(item.storeTableItemId) ? 'staff-form__chip staff-form__chip--on' : 'staff-form__chip'
            }
            onClick={() => toggle(item.storeTableItemId)}
          >
            {`${item.name} · ${t('staffOps.board.tableCount', { count: item.seatCapacity })}`}
            {current.has(item.storeTableItemId) ? ` · ${t('staffOps.updateTable.currentMark')}` : ''}
          </Text>
        ))}
      </View>
      {fit !== 'none' && (
        <Text className={`update-table__fit update-table__fit--${fit}`}>
          {t(`staffOps.updateTable.fit.${fit}`, { count: chosen.length, seats, people: order.peopleCount })}
        </Text>
      )}
      {!unchanged && (
        <Text className='update-table__reset' onClick={() => setChoice(startChoice(order.storeTableItemIdList))}>
          {t('staffOps.updateTable.reset')}
        </Text>
      )}
      <View className='order-page__actions'>
        <Button onClick={() => void moveTo([])}>{t('staffOps.updateTable.auto')}</Button>
        <Button
          type='primary'
          disabled={chosen.length === 0 || unchanged}
          loading={staff.order.busy === 'moveTables'}
          onClick={() => void moveTo(chosen)}
        >
          {t('staffOps.updateTable.submit')}
        </Button>
      </View>
    </View>
  );
  const swaps = (
    <View className='staff-form__field update-table__swap'>
      <Text className='staff-form__label'>{t('staffOps.updateTable.swapTitle')}</Text>
      {move.swapCandidates.length === 0 && !move.loading && (
        <Text className='staff-form__help'>{t('staffOps.updateTable.noOther')}</Text>
      )}
      {move.swapCandidates.map((other) => (
        <View
          key={other.model?.id}
          className='staff-form__row update-table__candidate'
          onClick={() => void swapWith(other)}
        >
          <Text>{`${formatSecondOfDay(other.reservationStartSecond)} ${dinerName(other)} · ${other.peopleCount}`}</Text>
          <Text>{staff.catalog.tableNames(other)}</Text>
        </View>
      ))}
    </View>
  );
  return swapFirst ? (
    <View>
      {swaps}
      {tables}
    </View>
  ) : (
    <View>
      {tables}
      {swaps}
    </View>
  );
});

/** store-order-update-table: move a booking to other free tables, let the server choose, or swap with another booking. */
function StoreOrderUpdateTablePage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.updateTable.title')}>{(order) => <UpdateTableForm order={order} />}</OrderPage>;
}

export default observer(StoreOrderUpdateTablePage);
