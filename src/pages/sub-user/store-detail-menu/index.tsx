import { Cell } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { useLocalName } from '@/i18n/use-local-name';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import '@/i18n/diner-store-pages-texts';

/** store-detail-menu: a store's menus. */
function StoreDetailMenuPage() {
  const { t } = useTranslation();
  const { storeId = '' } = useRouter().params;
  const { diner, navigator } = useRootStore();
  const menus = useViewModel(() => diner.menus(storeId));
  const list = menus.value ?? [];
  const { dish } = useLocalName();
  return (
    <PageShell title={t('diner.page.menus')}>
      {menus.state === 'loading' && <StateView state='loading' />}
      {menus.state === 'error' && <StateView state='error' onRetry={() => void menus.load()} />}
      {menus.state === 'ready' && list.length === 0 && <StateView state='empty' text={t('diner.menu.empty')} />}
      {list.map((menu) => (
        <Cell
          key={menu.model?.id}
          className='menu-list__item'
          title={dish(menu).name}
          description={dish(menu).description}
          extra={
            menu.price !== '0'
              ? t('diner.menu.setMenu', { amount: menu.price, currency: menu.currency })
              : t('diner.menu.items', { count: menu.itemCount })
          }
          clickable
          onClick={() => void navigator.navigateTo(pageUrl(DINER_ROUTES.menuDetail, { menuId: menu.model?.id }))}
        />
      ))}
    </PageShell>
  );
}

export default observer(StoreDetailMenuPage);
