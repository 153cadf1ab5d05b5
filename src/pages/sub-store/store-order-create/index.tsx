import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, Textarea, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { DinerInfo_Title as Title } from '@/gen/booking/v1/booking_order_pb';
import { DinerRiskBadge } from '@/components/diner-risk-badge';
import { PageShell } from '@/components/page-shell';
import { DECIMAL_KEYPAD, useStaff } from '@/components/staff-kit';
import { STAFF_ROUTES, staffUrl } from '@/routing/staff-routes';
import { askConfirm, showToast } from '@/services/feedback';
import { RpcError } from '@/services/rpc-error';
import { DINER_TITLES as TITLES, type DepositChoice } from '@/stores/staff';
import { formatSecondOfDay } from '@/common/shift-time';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const DEPOSITS: Array<[DepositChoice, 'depositNone' | 'depositPolicy' | 'depositAmount']> = [
  ['none', 'depositNone'],
  ['policy', 'depositPolicy'],
  ['amount', 'depositAmount'],
];

/**
 * store-order-create: the guest (found by phone among the store's bookings, or new:
 * the server keeps a record of every guest booked), notes, tags, taker, channel and
 * whether a deposit is asked. The time and tables come from store-order-create-select.
 */
function StoreOrderCreatePage() {
  const { t } = useTranslation();
  const { root, staff, navigator, dateLabel } = useStaff();
  const { create } = staff;
  const d = create.draft;
  const chip = (on: boolean) => (on ? 'staff-form__chip staff-form__chip--on' : 'staff-form__chip');
  const input = (key: 'phone' | 'lastName' | 'firstName' | 'depositYuan', label: string, decimal = false) => (
    <View className={`staff-form__field create-form__${key}`}>
      <Text className='staff-form__label'>{label}</Text>
      <Input
        className='staff-form__input'
        type='text'
        nativeProps={decimal ? DECIMAL_KEYPAD : undefined}
        value={d[key]}
        onInput={(e) => create.update({ [key]: e.detail.value })}
      />
    </View>
  );
  const itemNames = create.freeItems.filter((i) => d.itemIds.includes(i.storeTableItemId)).map((i) => i.name);
  const problem = create.problems[0];

  const submit = async () => {
    // Over the shift's kitchen pacing the server asks staff to confirm first.
    const order = await create.submit({
      confirm: () =>
        askConfirm(t('staffOps.create.confirmOverPacing'), t('staffOps.create.submit'), t('staffOps.common.cancel')),
      showError: (error) => error instanceof RpcError && root.handleRpcError(error, { path: error.url, silent: false }),
    });
    if (!order?.model) return;
    showToast(t('staffOps.create.created'));
    await navigator.redirectTo(staffUrl(STAFF_ROUTES.orderDetail, { id: order.model.id }));
  };

  return (
    <PageShell title={t('staffOps.create.title')}>
      <View className='order-page create-form'>
        <Text className='order-page__which'>
          {`${dateLabel(d.date)} ${d.startSecond !== null ? formatSecondOfDay(d.startSecond) : ''} · ${t('staffOps.common.people', { count: create.peopleCount })} · ${itemNames.length ? itemNames.join('+') : t('staffOps.create.autoTables')}`}
        </Text>
        <Text className='staff-form__label'>{t('staffOps.create.diner')}</Text>
        <View className='staff-form__field create-form__phone-row'>
          <Text className='staff-form__label'>{t('staffOps.diner.phone')}</Text>
          <View className='create-form__lookup'>
            <Input
              className='staff-form__input'
              type='number'
              value={d.phone}
              onInput={(e) => create.update({ phone: e.detail.value })}
              onBlur={() => void create.lookUpPhone()}
            />
            <Text className='create-form__lookup-button' onClick={() => void create.lookUpPhone()}>
              {t('staffOps.create.lookUp')}
            </Text>
          </View>
          {create.lastVisit ? (
            <Text className='staff-form__help'>
              {t('staffOps.diner.found', { date: create.lastVisit.reservationDate })}
            </Text>
          ) : create.crmDiner ? (
            <Text className='staff-form__help'>{t('staffOps.diner.foundInCrm')}</Text>
          ) : (
            // A guest of this store who has not come yet is no new guest, nor a returning one.
            !create.knownDiner &&
            d.phone.length >= 5 && <Text className='staff-form__help'>{t('staffOps.diner.newDiner')}</Text>
          )}
          {create.risk && <DinerRiskBadge storeId={staff.stores.currentId} result={create.risk} />}
        </View>
        {input('lastName', t('staffOps.diner.lastName'))}
        {input('firstName', t('staffOps.diner.firstName'))}
        <View className='staff-form__field'>
          <Text className='staff-form__label'>{t('staffOps.diner.title')}</Text>
          <View className='staff-form__chips'>
            {TITLES.map((key) => (
              <Text
                key={key}
                className={chip(d.title === Title[key])}
                onClick={() => create.update({ title: Title[key] })}
              >
                {t(`staffOps.diner.titles.${key}`)}
              </Text>
            ))}
          </View>
        </View>
        <Textarea
          className='staff-form__textarea'
          value={d.dinerRemark}
          maxlength={500}
          placeholder={t('staffOps.create.dinerRemark')}
          onInput={(e) => create.update({ dinerRemark: e.detail.value })}
        />
        <Textarea
          className='staff-form__textarea'
          value={d.storeRemark}
          maxlength={1000}
          placeholder={t('staffOps.create.storeRemark')}
          onInput={(e) => create.update({ storeRemark: e.detail.value })}
        />
        {create.tags.length > 0 && (
          <View className='staff-form__field'>
            <Text className='staff-form__label'>{t('staffOps.create.tags')}</Text>
            <View className='staff-form__chips'>
              {create.tags.map((tag) => (
                <Text
                  key={tag.model?.id}
                  className={chip(d.tagIds.includes(tag.model?.id ?? ''))}
                  onClick={() => create.toggleTag(tag.model?.id ?? '')}
                >
                  {tag.content}
                </Text>
              ))}
            </View>
          </View>
        )}
        {(
          [
            ['taker', create.takers.map((x) => ({ id: x.model?.id ?? '', name: x.name })), d.takerId, 'takerId'],
            [
              'channel',
              create.channels.map((x) => ({ id: x.model?.id ?? '', name: x.name })),
              d.channelId,
              'channelId',
            ],
          ] as const
        ).map(([label, options, value, key]) =>
          options.length === 0 ? null : (
            <View key={label} className='staff-form__field'>
              <Text className='staff-form__label'>{t(`staffOps.create.${label}`)}</Text>
              <View className='staff-form__chips'>
                {options.map((opt) => (
                  <Text
                    key={opt.id}
                    className={chip(value === opt.id)}
                    onClick={() => create.update({ [key]: value === opt.id ? '' : opt.id })}
                  >
                    {opt.name}
                  </Text>
                ))}
              </View>
            </View>
          ),
        )}
        <View className='staff-form__field'>
          <Text className='staff-form__label'>{t('staffOps.create.deposit')}</Text>
          <View className='staff-form__chips'>
            {DEPOSITS.map(([value, label]) => (
              <Text key={value} className={chip(d.deposit === value)} onClick={() => create.update({ deposit: value })}>
                {t(`staffOps.create.${label}`)}
              </Text>
            ))}
          </View>
        </View>
        {d.deposit === 'amount' &&
          input('depositYuan', t('staffOps.create.depositYuan', { currency: staff.stores.currency }), true)}
        {problem && <Text className='order-page__error'>{t(`staffOps.create.problem.${problem}`)}</Text>}
        <View className='order-page__actions'>
          <Button type='primary' disabled={!!problem} loading={create.submitting} onClick={() => void submit()}>
            {t('staffOps.create.submit')}
          </Button>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(StoreOrderCreatePage);
