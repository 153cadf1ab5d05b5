import { Picker, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import type {
  TransactionFilters,
  TransactionListStore,
  TransactionPreset,
} from '@/stores/report/transaction-list.store';
import { filterValues, labelOf } from './transaction-labels';

const PRESETS: TransactionPreset[] = ['today', 'last7', 'last30', 'custom'];
const FILTERS: Array<keyof TransactionFilters> = ['purpose', 'channel', 'status'];

/** The dates (the store's business days) and the purpose, channel and status a list is narrowed to. */
export const TransactionFiltersBar = observer(function TransactionFiltersBar({ list }: { list: TransactionListStore }) {
  const { t } = useTranslation();
  const range = list.range;
  return (
    <View className='transactions__filters'>
      <View className='transactions__chips'>
        {PRESETS.map((p) => (
          <Text
            key={p}
            className={p === list.preset ? 'transactions__chip transactions__chip--on' : 'transactions__chip'}
            onClick={() => list.setPreset(p)}
          >
            {t(`transactions.preset.${p}`)}
          </Text>
        ))}
      </View>
      {list.preset === 'custom' && (
        <View className='transactions__custom'>
          <Picker
            mode='date'
            value={range.startDate}
            onChange={(e) => list.setCustom({ startDate: String(e.detail.value) })}
          >
            <Text className='transactions__pick'>{`${t('transactions.from')} ${range.startDate}`}</Text>
          </Picker>
          <Picker
            mode='date'
            value={range.endDate}
            onChange={(e) => list.setCustom({ endDate: String(e.detail.value) })}
          >
            <Text className='transactions__pick'>{`${t('transactions.to')} ${range.endDate}`}</Text>
          </Picker>
          <Button size='small' type='primary' onClick={() => void list.load().catch(() => undefined)}>
            {t('transactions.apply')}
          </Button>
        </View>
      )}
      {list.rangeError && <Text className='transactions__error'>{t('transactions.badRange')}</Text>}
      <View className='transactions__selects'>
        {FILTERS.map((key) => {
          const values = [0, ...filterValues(key)];
          return (
            <Picker
              key={key}
              mode='selector'
              range={values.map((v) => labelOf(t, key, v))}
              value={Math.max(0, values.indexOf(list.filters[key]))}
              onChange={(e) => list.setFilter(key, values[Number(e.detail.value)] ?? 0)}
            >
              <Text className={list.filters[key] ? 'transactions__pick transactions__pick--on' : 'transactions__pick'}>
                {`${t(`transactions.filter.${key}`)}: ${labelOf(t, key, list.filters[key])}`}
              </Text>
            </Picker>
          );
        })}
      </View>
    </View>
  );
});
