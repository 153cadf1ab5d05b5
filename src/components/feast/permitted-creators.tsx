import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { askConfirm } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import type { PermittedCreator } from '@/gen/feast/v1/store_feast_service_pb';
import './feast.scss';
import '@/i18n/feast-texts';

/** Who may host feasts at this store besides its staff: added by phone, removed with a confirmation. */
export const PermittedCreators = observer(function PermittedCreators() {
  const { t } = useTranslation();
  const { feast: feasts } = useRootStore();
  const [list, setList] = useState<PermittedCreator[]>([]);
  const [phone, setPhone] = useState('');
  const load = () =>
    feasts
      .permittedCreators()
      .then(setList)
      .catch(() => undefined);
  useEffect(() => {
    void load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const add = async () => {
    if (await feasts.addPermittedCreator(phone.trim())) {
      setPhone('');
      await load();
    }
  };
  const remove = async (c: PermittedCreator) => {
    if (
      await askConfirm(
        t('feast.creators.ask', { name: c.nickname || c.phone }),
        t('feast.action.remove'),
        t('staffOps.common.cancel'),
      )
    ) {
      await feasts.removePermittedCreator(c.userId);
      await load();
    }
  };
  return (
    <View className='section feast-creators'>
      <Text className='section__title'>{t('feast.creators.title')}</Text>
      <Text className='feast-note'>{t('feast.creators.hint')}</Text>
      {list.map((c) => (
        <View key={c.userId} className='feast-member'>
          <Text>
            {c.nickname} {c.phone}
          </Text>
          <Text onClick={() => void remove(c)}>{t('feast.action.remove')}</Text>
        </View>
      ))}
      <View className='feast-row'>
        <Input
          className='feast-field__input feast-creator-phone'
          style={{ flex: 1 }}
          type='number'
          value={phone}
          placeholder={t('feast.creators.phone')}
          onInput={(e) => setPhone(e.detail.value)}
        />
        <Button size='small' disabled={!phone.trim()} onClick={() => void add()}>
          {t('feast.creators.add')}
        </Button>
      </View>
    </View>
  );
});
