import { Input, Picker, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { addDays } from '@/common/business-date';
import { businessDateOf } from '@/common/zoned-time';
import { confirmAction } from '@/components/setup-form';
import type { Merchant } from '@/gen/identity/v1/admin_merchant_service_pb';
import { showToast } from '@/services/feedback';
import type { MerchantPickerStore } from '@/stores/report/merchant-picker.store';
import type { SettlementStore } from '@/stores/report/settlement.store';

/** Statement periods are business dates in the settlement zone (docs/settlement.md). */
const SETTLEMENT_ZONE = 'Asia/Shanghai';
/** How far back the start wheel reaches: the server takes a period of at most 92 days. */
const EARLIEST_DAYS_BACK = 366;

/**
 * Makes a merchant's statements for a period: the merchant found by name (never a typed
 * id), the period from the day after its last statement (else the last seven days) to
 * yesterday, each wheel bounded so it opens near the dates that make sense.
 */
function PeriodFormView({ settlement, picker }: { settlement: SettlementStore; picker: MerchantPickerStore }) {
  const { t } = useTranslation();
  const today = businessDateOf(Date.now(), SETTLEMENT_ZONE);
  const yesterday = addDays(today, -1);
  const [start, setStart] = useState(addDays(today, -7));
  const [end, setEnd] = useState(yesterday);
  useEffect(() => {
    void picker.search('');
  }, [picker]);
  const lastEnd = picker.chosenId ? settlement.lastPeriodEnd(picker.chosenId) : '';
  const choose = (merchant: Merchant) => {
    picker.choose(merchant);
    const last = settlement.lastPeriodEnd(merchant.model?.id ?? '');
    const next = last ? addDays(last, 1) : addDays(today, -7);
    setStart(next < yesterday ? next : yesterday);
    setEnd(yesterday);
  };
  const create = async () => {
    if (!(await confirmAction(t('settlement.createConfirm')))) return;
    try {
      await settlement.create(picker.chosenId, start, end);
      showToast(t('settlement.created'));
    } catch {
      // the error catalogue has shown the server's message
    }
  };
  return (
    <View className='admin-settlement__form'>
      <Input
        className='payout-form__input admin-settlement__merchant-search'
        placeholder={t('settlement.merchantSearch')}
        value={picker.keyword}
        onInput={(e) => void picker.search(e.detail.value)}
      />
      <View className='admin-settlement__merchants'>
        {picker.results.map((m) => (
          <Text
            key={m.model?.id}
            className={`admin-settlement__merchant${m.model?.id === picker.chosenId ? ' admin-settlement__merchant--on' : ''}`}
            onClick={() => choose(m)}
          >
            {`${m.name} · ${m.shortKey}`}
          </Text>
        ))}
        {picker.results.length === 0 && picker.keyword.trim() && (
          <Text className='admin-settlement__hint'>
            {t('settlement.merchantNone', { keyword: picker.keyword.trim() })}
          </Text>
        )}
      </View>
      {picker.chosen && (
        <Text className='admin-settlement__merchant-chosen'>
          {t('settlement.merchantChosen', { name: picker.chosen.name })}
        </Text>
      )}
      {lastEnd && <Text className='admin-settlement__hint'>{t('settlement.lastStatementEnd', { date: lastEnd })}</Text>}
      <Picker
        mode='date'
        className='admin-settlement__start'
        value={start}
        start={addDays(today, -EARLIEST_DAYS_BACK)}
        end={yesterday}
        onChange={(e) => setStart(String(e.detail.value))}
      >
        <Text className='payout-form__date'>{`${t('report.from')} ${start}`}</Text>
      </Picker>
      <Picker
        mode='date'
        className='admin-settlement__end'
        value={end}
        start={start}
        end={today}
        onChange={(e) => setEnd(String(e.detail.value))}
      >
        <Text className='payout-form__date'>{`${t('report.to')} ${end}`}</Text>
      </Picker>
      <Button
        size='small'
        type='primary'
        className='admin-settlement__create'
        disabled={!picker.chosenId}
        onClick={() => void create()}
      >
        {t('settlement.create')}
      </Button>
    </View>
  );
}

export const PeriodForm = observer(PeriodFormView);
