import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { ChoiceField, FormError, SwitchField, TextField, confirmAction } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { Weekday } from '@/gen/store/v1/business_plan_pb';
import { useRootStore } from '@/stores';
import { addDays } from '@/common/business-date';
import '../../../components/setup-form/setup-form.scss';
import './index.scss';
import { useLocalName } from '@/i18n/use-local-name';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const WEEKDAYS = [
  Weekday.MONDAY,
  Weekday.TUESDAY,
  Weekday.WEDNESDAY,
  Weekday.THURSDAY,
  Weekday.FRIDAY,
  Weekday.SATURDAY,
  Weekday.SUNDAY,
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const REGIONS = ['CN', 'HK', 'MO', 'TW'] as const;
/** Rest days listed: from today for half a year. */
const WINDOW_DAYS = 183;

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The booking plan (spec: booking-plan): per weekday closed or open with which shifts,
 * rest days, and public holidays (closed on them, and which region's).
 */
function BookingPlanPage() {
  const { t } = useTranslation();
  const { shiftName } = useLocalName();
  const { staffSetup } = useRootStore();
  const { booking, shifts, storeInfo } = staffSetup;
  const from = today();
  const load = () =>
    Promise.all([booking.loadPlan(from, addDays(from, WINDOW_DAYS)), shifts.load(), storeInfo.loadBusinessConfig()]);
  useSetupLoad(load);
  const [rest, setRest] = useState({ date: '', remark: '' });
  const [error, setError] = useState('');
  const config = storeInfo.businessConfig;

  const dayOf = (weekday: Weekday) => booking.weeklyPlan.find((d) => d.weekday === weekday);
  const toggleShift = (weekday: Weekday, shiftId: string) => {
    // No shift listed means every shift: toggling one starts from all of them.
    const all = shifts.list.map((s) => s.model!.id);
    const listed = dayOf(weekday)?.shiftIdList ?? [];
    const current = listed.length ? listed : all;
    const next = current.includes(shiftId) ? current.filter((id) => id !== shiftId) : [...current, shiftId];
    if (next.length === 0) return;
    void booking.saveWeekday({ weekday, rest: false, shiftIdList: next.length === all.length ? [] : next });
  };

  const addRest = async () => {
    if (!DATE.test(rest.date.trim())) return setError(t('staffSetup.plan.invalidDate'));
    setError('');
    if (await booking.addRestDay(rest.date.trim(), rest.remark.trim())) setRest({ date: '', remark: '' });
  };

  return (
    <PageShell title={t('staffSetup.plan.title')} wide>
      <SetupStoreName />
      <SetupState state={booking.planState} empty={booking.weeklyPlan.length === 0} onRetry={() => void load()}>
        {/* Wide windows: the week beside the rest days and holidays. */}
        <View className='setup-columns setup-columns--sections booking-plan'>
          <View className='setup-columns__column'>
            <Text className='setup-list__title'>{t('staffSetup.plan.weekly')}</Text>
            <View className='setup-list'>
              {WEEKDAYS.map((weekday) => {
                const day = dayOf(weekday);
                const closed = day?.rest ?? false;
                const chosen = day?.shiftIdList ?? [];
                return (
                  <View
                    key={weekday}
                    className={`setup-list__row booking-plan__day booking-plan__day--${Weekday[weekday]}`}
                  >
                    <View className='setup-list__main'>
                      <Text className='setup-list__title'>
                        {t(`staffSetup.plan.weekday.${Weekday[weekday] as 'MONDAY'}`)}
                      </Text>
                      {!closed && (
                        <View className='setup-choice'>
                          {shifts.list.map((shift) => (
                            <Text
                              key={shift.model?.id}
                              className={
                                chosen.length === 0 || chosen.includes(shift.model!.id)
                                  ? 'setup-choice__item setup-choice__item--chosen'
                                  : 'setup-choice__item'
                              }
                              onClick={() => toggleShift(weekday, shift.model!.id)}
                            >
                              {shiftName(shift)}
                            </Text>
                          ))}
                          {chosen.length === 0 && (
                            <Text className='setup-list__sub'>{t('staffSetup.plan.allShifts')}</Text>
                          )}
                        </View>
                      )}
                    </View>
                    <Button
                      size='small'
                      type={closed ? 'primary' : 'default'}
                      onClick={() =>
                        void booking.saveWeekday({ weekday, rest: !closed, shiftIdList: closed ? [] : chosen })
                      }
                    >
                      {closed ? t('staffSetup.plan.rest') : t('staffSetup.plan.open')}
                    </Button>
                  </View>
                );
              })}
            </View>
          </View>
          <View className='setup-columns__column'>
            <Text className='setup-list__title'>{t('staffSetup.plan.restDays')}</Text>
            {booking.restDays.length === 0 && (
              <Text className='setup-list__sub'>{t('staffSetup.plan.noRestDays')}</Text>
            )}
            <View className='setup-list'>
              {booking.restDays.map((day) => (
                <View key={day.date} className='setup-list__row booking-plan__rest-day'>
                  <View className='setup-list__main'>
                    <Text className='setup-list__title'>{day.date}</Text>
                    {day.remark && <Text className='setup-list__sub'>{day.remark}</Text>}
                  </View>
                  <Button
                    size='small'
                    onClick={async () => {
                      if (await confirmAction(t('staffSetup.common.confirmDelete', { name: day.date })))
                        await booking.removeRestDay(day.date);
                    }}
                  >
                    {t('staffSetup.common.remove')}
                  </Button>
                </View>
              ))}
            </View>
            <TextField
              name='restDate'
              label={t('staffSetup.plan.restDate')}
              value={rest.date}
              onChange={(date) => setRest((r) => ({ ...r, date }))}
            />
            <TextField
              name='restRemark'
              label={t('staffSetup.plan.restRemark')}
              value={rest.remark}
              onChange={(remark) => setRest((r) => ({ ...r, remark }))}
            />
            <FormError text={error} />
            <Button block onClick={() => void addRest()}>
              {t('staffSetup.plan.addRestDay')}
            </Button>
            <Text className='setup-list__title'>{t('staffSetup.plan.holidays')}</Text>
            {config && (
              <>
                <SwitchField
                  name='restOnHolidays'
                  label={t('staffSetup.plan.restOnHolidays')}
                  checked={config.restOnPublicHoliday}
                  onChange={(on) =>
                    void storeInfo.saveBusinessConfig({
                      ...config,
                      restOnPublicHoliday: on,
                      holidayRegionIsoCode: config.holidayRegionIsoCode || 'CN',
                    })
                  }
                />
                <ChoiceField<string>
                  name='holidayRegion'
                  label={t('staffSetup.plan.holidayRegion')}
                  value={config.holidayRegionIsoCode}
                  onChange={(region) => void storeInfo.saveBusinessConfig({ ...config, holidayRegionIsoCode: region })}
                  options={REGIONS.map((value) => ({ value, label: t(`staffSetup.plan.region${value}`) }))}
                />
              </>
            )}
          </View>
        </View>
      </SetupState>
    </PageShell>
  );
}

export default observer(BookingPlanPage);
