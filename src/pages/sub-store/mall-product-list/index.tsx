import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { formatCents } from '@/common/money-format';
import { LoadState } from '@/components/load-state';
import { ProductEditor } from '@/components/mall-staff/product-editor';
import { useMallStaff } from '@/components/mall-staff/use-mall-staff';
import { PageShell } from '@/components/page-shell';
import { TextField } from '@/components/setup-form';
import { ListDetail, listRowClass, useListPanel } from '@/components/side-panel';
import { useStaff } from '@/components/staff-kit';
import { MallProduct_Status as ProductStatus, type MallProduct } from '@/gen/mall/v1/mall_pb';
import { MALL_STAFF_ROUTES } from '@/routing/mall-staff-routes';
import { PRODUCT_FILTERS } from '@/stores/mall-staff/mall-catalogue.store';
import '../../../components/setup-form/setup-form.scss';
import '../../../components/mall-staff/mall-staff.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The lowest SKU price, what a diner sees first; '' without SKUs. */
function fromPrice(product: MallProduct): string {
  const prices = product.skuList.map((s) => BigInt(s.price || '0'));
  if (!prices.length) return '';
  return formatCents(prices.reduce((a, b) => (b < a ? b : a)).toString());
}

/**
 * The merchant's mall products: search by title or quick code, listed or
 * unlisted, pull to refresh; a product opens beside the list on wide windows.
 */
function MallProductListPage() {
  const { t } = useTranslation();
  const { local } = useLocalName();
  const { open } = useStaff();
  const { catalogue } = useMallStaff();
  const panel = useListPanel(MALL_STAFF_ROUTES.productEdit);
  useEffect(() => {
    void catalogue.load();
    void catalogue.loadPlans();
  }, [catalogue]);
  const chip = (on: boolean) => (on ? 'setup-choice__item setup-choice__item--chosen' : 'setup-choice__item');
  return (
    <PageShell title={t('mallStaff.product.listTitle')} wide onRefresh={catalogue.load}>
      <ListDetail
        shown={panel.shown}
        panelTitle={t('mallStaff.product.editTitle')}
        onClose={panel.close}
        renderDetail={(id) => <ProductEditor id={id} />}
      >
        <View className='mall-staff mall-product-list'>
          <View className='setup-list__toolbar'>
            <Button
              size='small'
              type='primary'
              className='mall-product-list__create'
              onClick={() => open(MALL_STAFF_ROUTES.productEdit)}
            >
              {t('mallStaff.product.create')}
            </Button>
          </View>
          <TextField
            name='search'
            label={t('mallStaff.product.searchLabel')}
            placeholder={t('mallStaff.product.search')}
            value={catalogue.search}
            onChange={catalogue.setSearch}
          />
          <View className='mall-staff__tabs'>
            {PRODUCT_FILTERS.map((f) => (
              <Text
                key={f}
                className={`${chip(catalogue.filter === f)} mall-product-list__filter--${f}`}
                onClick={() => catalogue.setFilter(f)}
              >
                {t(`mallStaff.product.filter.${f}`)}
              </Text>
            ))}
          </View>
          <LoadState
            status={catalogue.state.status}
            empty={catalogue.shown.length === 0}
            emptyText={t(catalogue.products.length ? 'mallStaff.product.noMatch' : 'mallStaff.product.empty')}
            onRetry={() => void catalogue.load()}
          >
            <View className='setup-list'>
              {catalogue.shown.map((p) => (
                <View
                  key={p.model?.id}
                  className={listRowClass(panel.shown, p.model?.id, 'mall-product-list__row')}
                  onClick={() => panel.open(p.model!.id)}
                >
                  <View className='setup-list__main'>
                    <Text className='setup-list__title'>{local(p.title, p.intlTitle)}</Text>
                    <Text className='setup-list__sub'>
                      {[
                        p.quickCode,
                        t('mallStaff.product.skuCount', { count: p.skuList.length }),
                        fromPrice(p) && t('mallStaff.product.fromPrice', { amount: fromPrice(p) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </View>
                  <Text className='setup-list__badge'>
                    {t(`mallStaff.product.status.${p.status === ProductStatus.LISTED ? 'LISTED' : 'UNLISTED'}`)}
                  </Text>
                </View>
              ))}
            </View>
          </LoadState>
        </View>
      </ListDetail>
    </PageShell>
  );
}

export default observer(MallProductListPage);
