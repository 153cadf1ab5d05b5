import { Cell } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** store-search: the stores this staff member may act for; choosing one switches every staff screen to it. */
function StoreSearchPage() {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const { stores } = staff;
  const [text, setText] = useState('');
  useEffect(() => {
    stores.load().catch(() => undefined);
  }, [stores]);
  const shown = stores.stores.filter((s) => s.name.toLowerCase().includes(text.trim().toLowerCase()));
  return (
    <PageShell title={t('staffOps.storeSearch.title')}>
      <View className='order-page'>
        <Input
          className='staff-form__field staff-form__input'
          value={text}
          placeholder={t('staffOps.storeSearch.placeholder')}
          onInput={(e) => setText(e.detail.value)}
        />
        <LoadState
          status={stores.status}
          empty={shown.length === 0}
          emptyText={stores.stores.length ? t('staffOps.storeSearch.empty') : t('staffOps.common.noStore')}
          onRetry={() => void stores.load()}
        >
          <Cell.Group>
            {shown.map((s) => (
              <Cell
                key={s.model?.id}
                className='store-search__store'
                title={s.name}
                description={s.profile?.city ?? ''}
                extra={s.model?.id === stores.currentId ? <Text>✓</Text> : ''}
                clickable
                onClick={() => {
                  stores.switchTo(s.model?.id ?? '');
                  void staff.day.setDate(staff.day.today).catch(() => undefined);
                  back();
                }}
              />
            ))}
          </Cell.Group>
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(StoreSearchPage);
