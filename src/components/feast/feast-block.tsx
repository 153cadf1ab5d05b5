import { Cell } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import { FeastCard } from './feast-card';
import './feast.scss';
import '@/i18n/feast-texts';

/** The FEAST page block of the home page: the next few public feasts (of the app's merchant), and a link to all. */
export const FeastBlock = observer(function FeastBlock({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { feast: feasts, navigator } = useRootStore();
  const [list] = useState(() => feasts.list('upcoming'));
  useEffect(() => {
    void list.load();
  }, [list]);
  if (list.items.length === 0) return null;
  return (
    <View className='home-feast-block'>
      <Cell
        title={title || t('feast.block.title')}
        extra={t('feast.block.more')}
        clickable
        onClick={() => void navigator.reLaunch(FEAST_ROUTES.tab)}
      />
      {list.items.slice(0, 3).map((feast) => (
        <FeastCard
          key={feast.model?.id}
          feast={feast}
          onClick={() => void navigator.navigateTo(feastUrl(FEAST_ROUTES.detail, { id: feast.model?.id }))}
        />
      ))}
    </View>
  );
});
