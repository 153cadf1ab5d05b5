import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { useMallStaff } from '@/components/mall-staff/use-mall-staff';
import { PageShell } from '@/components/page-shell';
import { ChoiceField, FormActions, FormError, SwitchField, TextField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import '../../../components/setup-form/setup-form.scss';
import '../../../components/mall-staff/mall-staff.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The store's seller mall config: time zone, delivery, pick-up, days until receipt is confirmed. */
function MallConfigPage() {
  const { t } = useTranslation();
  const { config } = useMallStaff();
  const [problem, setProblem] = useState('');
  useEffect(() => {
    void config.load();
  }, [config]);
  const save = async () => {
    const found = config.problem;
    setProblem(found ? t(`mallStaff.config.problem.${found}`) : '');
    if (!found && (await config.save())) showToast(t('mallStaff.config.saved'));
  };
  return (
    <PageShell title={t('mallStaff.config.title')} wide>
      <LoadState status={config.state.status} onRetry={() => void config.load()}>
        <View className='mall-staff mall-config'>
          <View className='setup-columns'>
            <View className='setup-columns__column'>
              <ChoiceField
                name='timezone'
                label={t('mallStaff.config.timezone')}
                value={config.timezone}
                options={config.zones.map((zone) => ({ value: zone, label: zone }))}
                onChange={config.setTimezone}
              />
              <Text className='mall-staff__hint'>{t('mallStaff.config.timezoneHint')}</Text>
            </View>
            <View className='setup-columns__column'>
              <SwitchField
                name='delivery'
                label={t('mallStaff.config.delivery')}
                checked={config.deliveryEnabled}
                onChange={config.setDelivery}
              />
              <SwitchField
                name='selfPickup'
                label={t('mallStaff.config.selfPickup')}
                checked={config.selfPickupEnabled}
                onChange={config.setSelfPickup}
              />
              <TextField
                name='autoReceiveDays'
                type='number'
                label={t('mallStaff.config.autoReceiveDays')}
                value={config.autoReceiveDays}
                maxLength={2}
                onChange={config.setAutoReceiveDays}
              />
              <Text className='mall-staff__hint'>{t('mallStaff.config.autoReceiveHint')}</Text>
            </View>
            <FormError text={problem} />
            <FormActions onSave={() => void save()} saving={config.saving} saveText={t('mallStaff.config.save')} />
          </View>
        </View>
      </LoadState>
    </PageShell>
  );
}

export default observer(MallConfigPage);
