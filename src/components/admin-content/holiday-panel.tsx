import { Button, Cell, Tag } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { confirmAction, SwitchField, TextField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import type { HolidaysStore, RegionsStore } from '@/stores/admin-content';
import './admin-content.scss';

/** One region's holiday dates of a year: the regions as chips, the year stepper, add, rename, remove. */
function HolidayPanelView({ holidays, regions }: { holidays: HolidaysStore; regions: RegionsStore }) {
  const { t } = useTranslation();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [rest, setRest] = useState(true);
  const [renaming, setRenaming] = useState('');
  const [newName, setNewName] = useState('');
  const add = async () => {
    if (!(await holidays.add(date, name, rest))) return;
    showToast(t('adminContent.added'));
    setDate('');
    setName('');
  };
  const rename = async () => {
    if (!(await holidays.rename(renaming, newName))) return;
    showToast(t('adminContent.saved'));
    setRenaming('');
  };
  const remove = async (day: string, dayName: string) => {
    if (
      await confirmAction(t('adminContent.removeHolidayAsk', { date: day, name: dayName }), t('adminContent.remove'))
    ) {
      await holidays.remove(day);
    }
  };
  return (
    <View className='admin-content__section admin-content__holidays'>
      <Text className='admin-content__title'>{t('adminContent.holidays')}</Text>
      <View className='setup-choice admin-content__region-chips'>
        {regions.list.map((r) => (
          <Text
            key={r.region?.isoCode}
            className={
              r.region?.isoCode === holidays.regionIsoCode
                ? 'setup-choice__item setup-choice__item--chosen'
                : 'setup-choice__item'
            }
            onClick={() => void holidays.show(r.region?.isoCode ?? '', holidays.year)}
          >
            {r.region?.name}
          </Text>
        ))}
      </View>
      <View className='admin-content__year'>
        <Button
          size='small'
          className='admin-content__prev-year'
          onClick={() => void holidays.show(holidays.regionIsoCode, holidays.year - 1)}
        >
          {t('adminContent.prevYear')}
        </Button>
        <Text className='admin-content__year-label'>{t('adminContent.year', { year: holidays.year })}</Text>
        <Button
          size='small'
          className='admin-content__next-year'
          onClick={() => void holidays.show(holidays.regionIsoCode, holidays.year + 1)}
        >
          {t('adminContent.nextYear')}
        </Button>
      </View>
      <Text className='admin-content__hint'>{t('adminContent.holidayHint')}</Text>
      <View className='admin-content__form'>
        <TextField name='holiday-date' label={t('adminContent.date')} value={date} maxLength={10} onChange={setDate} />
        <TextField
          name='holiday-name'
          label={t('adminContent.holidayName')}
          value={name}
          maxLength={64}
          onChange={setName}
        />
        <SwitchField name='holiday-rest' label={t('adminContent.restDay')} checked={rest} onChange={setRest} />
        <Button
          className='admin-content__add-holiday'
          type='primary'
          size='small'
          disabled={!date.trim() || !name.trim()}
          onClick={() => void add()}
        >
          {t('adminContent.add')}
        </Button>
      </View>
      <LoadState
        status={holidays.state.status}
        empty={holidays.list.length === 0}
        emptyText={t('adminContent.noHolidays', { year: holidays.year })}
        onRetry={() => void holidays.load()}
      >
        {holidays.list.map((h) =>
          renaming === h.date ? (
            <View key={h.date} className='admin-content__form admin-content__renaming'>
              <TextField name='holiday-new-name' label={h.date} value={newName} maxLength={64} onChange={setNewName} />
              <View className='admin-content__actions'>
                <Button
                  className='admin-content__save-name'
                  type='primary'
                  size='small'
                  disabled={!newName.trim()}
                  onClick={() => void rename()}
                >
                  {t('adminContent.save')}
                </Button>
                <Button size='small' onClick={() => setRenaming('')}>
                  {t('adminContent.cancel')}
                </Button>
              </View>
            </View>
          ) : (
            <Cell
              key={h.date}
              className='admin-content__holiday'
              title={
                <View className='admin-content__row-title'>
                  <Text>{`${h.date} ${h.name}`}</Text>
                  <Tag type={h.isRestDay ? 'warning' : 'default'}>
                    {h.isRestDay ? t('adminContent.restDayTag') : t('adminContent.workingDayTag')}
                  </Tag>
                </View>
              }
              extra={
                <View className='admin-content__row-actions'>
                  <Button
                    size='mini'
                    className='admin-content__rename-holiday'
                    onClick={() => {
                      setRenaming(h.date);
                      setNewName(h.name);
                    }}
                  >
                    {t('adminContent.rename')}
                  </Button>
                  <Button
                    size='mini'
                    type='danger'
                    className='admin-content__remove-holiday'
                    onClick={() => void remove(h.date, h.name)}
                  >
                    {t('adminContent.remove')}
                  </Button>
                </View>
              }
            />
          ),
        )}
      </LoadState>
    </View>
  );
}

export const HolidayPanel = observer(HolidayPanelView);
