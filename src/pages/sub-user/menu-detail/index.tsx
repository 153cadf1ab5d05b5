import { Image, Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { useLocalName } from '@/i18n/use-local-name';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import '@/i18n/diner-store-pages-texts';

/** menu-detail: a menu's courses or dishes with prices, then its printed pages. */
function MenuDetailPage() {
  const { t } = useTranslation();
  const { menuId = '' } = useRouter().params;
  const { diner } = useRootStore();
  const loadable = useViewModel(() => diner.menu(menuId));
  const menu = loadable.value;
  const { dish } = useLocalName();
  const shown = menu && dish(menu);
  return (
    <PageShell title={shown?.name || t('diner.page.menuDetail')}>
      {loadable.state === 'loading' && <StateView state='loading' />}
      {loadable.state === 'error' && <StateView state='error' onRetry={() => void loadable.load()} />}
      {menu && (
        <>
          {menu.cover?.url && <Image className='store-detail__photo' src={menu.cover.url} mode='aspectFill' />}
          <View className='section'>
            <Text className='section__title'>{shown?.name}</Text>
            {menu.price !== '0' && (
              <Text>{t('diner.menu.setMenu', { amount: menu.price, currency: menu.currency })}</Text>
            )}
            <Text className='section__text'>{shown?.description}</Text>
          </View>
          <View className='section menu-detail__items'>
            {menu.itemList.map((item, i) => (
              <View key={i} className='section__row menu-detail__item'>
                <View className='store-card__body'>
                  <Text>{dish(item).name}</Text>
                  <Text className='section__text'>{dish(item).description}</Text>
                </View>
                {item.price !== '0' && (
                  <Text>{t('diner.menu.itemPrice', { amount: item.price, currency: menu.currency })}</Text>
                )}
              </View>
            ))}
          </View>
          {menu.imageList.map((image, i) => (
            <Image key={i} className='notice__image' src={image.url} mode='widthFix' />
          ))}
        </>
      )}
    </PageShell>
  );
}

export default observer(MenuDetailPage);
