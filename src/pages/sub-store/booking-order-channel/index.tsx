import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { confirmAction, FormError } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import '../../../components/setup-form/setup-form.scss';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The store's booking channels, in the order the new-booking form offers them:
 * add one, rename it in place, move it up or down, remove it after asking
 * (bookings made through it keep its name).
 */
function BookingOrderChannelPage() {
  const { t } = useTranslation();
  const { channels } = useRootStore().staffSetup;
  useSetupLoad(channels.load);
  const [adding, setAdding] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState('');

  const save = async (id: string | null, name: string) => {
    if (!name.trim()) return setError(t('staffSetup.common.nameRequired'));
    setError('');
    if (await channels.save(id, name)) {
      showToast(t('staffSetup.common.saved'));
      if (id) setEditing(null);
      else setAdding('');
    }
  };
  const remove = async (id: string, name: string) => {
    if (await confirmAction(t('staffSetup.common.confirmDelete', { name }))) await channels.remove(id);
  };

  return (
    <PageShell title={t('staffSetup.channel.listTitle')} onRefresh={channels.load}>
      <SetupStoreName />
      <View className='channel-add'>
        <Input
          className='channel-add__input'
          value={adding}
          maxLength={50}
          placeholder={t('staffSetup.channel.newPlaceholder')}
          onChange={(value) => setAdding(String(value))}
        />
        <Button className='channel-add__button' type='primary' size='small' onClick={() => void save(null, adding)}>
          {t('staffSetup.common.create')}
        </Button>
      </View>
      <FormError text={error} />
      <SetupState
        state={channels.state}
        empty={channels.list.length === 0}
        emptyText={t('staffSetup.channel.empty')}
        onRetry={channels.load}
      >
        <View className='setup-list'>
          {channels.list.map((channel, index) => {
            const id = channel.model!.id;
            return editing?.id === id ? (
              <View key={id} className='setup-list__row channel-row channel-row--editing'>
                <Input
                  className='channel-row__input'
                  value={editing.name}
                  maxLength={50}
                  onChange={(value) => setEditing({ id, name: String(value) })}
                />
                <Button size='small' onClick={() => setEditing(null)}>
                  {t('common.cancel')}
                </Button>
                <Button
                  className='channel-row__save'
                  size='small'
                  type='primary'
                  onClick={() => void save(id, editing.name)}
                >
                  {t('staffSetup.common.save')}
                </Button>
              </View>
            ) : (
              <View key={id} className='setup-list__row channel-row'>
                <Text
                  className='setup-list__title channel-row__name'
                  onClick={() => setEditing({ id, name: channel.name })}
                >
                  {channel.name}
                </Text>
                <Button
                  className='channel-row__up'
                  size='small'
                  disabled={index === 0}
                  onClick={() => void channels.move(id, -1)}
                >
                  {t('staffSetup.channel.up')}
                </Button>
                <Button
                  className='channel-row__down'
                  size='small'
                  disabled={index === channels.list.length - 1}
                  onClick={() => void channels.move(id, 1)}
                >
                  {t('staffSetup.channel.down')}
                </Button>
                <Button className='channel-row__delete' size='small' onClick={() => void remove(id, channel.name)}>
                  {t('staffSetup.common.delete')}
                </Button>
              </View>
            );
          })}
        </View>
      </SetupState>
    </PageShell>
  );
}

export default observer(BookingOrderChannelPage);
