import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import type { Feast } from '@/gen/feast/v1/feast_pb';
import type { PagedList } from '@/stores/diner/paged-list';
import { FeastCard } from './feast-card';

/** A paged feast list with its loading, error, empty and end states. */
export const FeastListView = observer(function FeastListView({
  list,
  empty,
  onOpen,
}: {
  list: PagedList<Feast>;
  empty: string;
  onOpen: (feast: Feast) => void;
}) {
  const { t } = useTranslation();
  return (
    <View className='feast-list'>
      {list.items.map((feast) => (
        <FeastCard key={feast.model?.id} feast={feast} onClick={() => onOpen(feast)} />
      ))}
      {list.loading && <StateView state='loading' />}
      {list.failed && <StateView state='error' onRetry={() => void list.refresh()} />}
      {list.isEmpty && <StateView state='empty' text={empty} />}
      {list.loaded && !list.hasMore && list.items.length > 0 && (
        <Text className='section__text feast-list__end'>{t('diner.state.noMore')}</Text>
      )}
    </View>
  );
});
