import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { formatCents } from '@/common/money-format';
import { useStaff } from '@/components/staff-kit';
import { MallSku_Status as SkuStatus, SaleMode, StockMode, type MallProduct } from '@/gen/mall/v1/mall_pb';
import { MALL_STAFF_ROUTES } from '@/routing/mall-staff-routes';
import type { MallCatalogueStore } from '@/stores/mall-staff/mall-catalogue.store';
import { skuLabel } from '@/stores/mall-staff/mall-sku-draft';

/** A product's SKUs (open one to edit) and the stock view: each SKU's stock and sold count. */
function SkuSectionView({ product, catalogue }: { product: MallProduct; catalogue: MallCatalogueStore }) {
  const { t } = useTranslation();
  const { open } = useStaff();
  const productId = product.model?.id ?? '';
  const planOf = (id: string) => catalogue.salePlans.find((p) => p.id === id);
  const stockModeOf = (planId: string) => planOf(planId)?.stockMode ?? product.stockMode;
  return (
    <>
      <View className='mall-staff__section mall-skus'>
        <View className='mall-staff__row'>
          <Text className='mall-staff__section-title'>{t('mallStaff.sku.title')}</Text>
          <Button
            size='small'
            type='primary'
            className='mall-skus__add'
            onClick={() => open(MALL_STAFF_ROUTES.skuEdit, { productId })}
          >
            {t('mallStaff.sku.add')}
          </Button>
        </View>
        {product.skuList.length === 0 && <Text className='mall-staff__hint'>{t('mallStaff.sku.empty')}</Text>}
        <View className='setup-list'>
          {product.skuList.map((sku) => (
            <View
              key={sku.id}
              className='setup-list__row mall-skus__row'
              onClick={() => open(MALL_STAFF_ROUTES.skuEdit, { productId, skuId: sku.id })}
            >
              <View className='setup-list__main'>
                <Text className='setup-list__title'>{skuLabel(product, sku) || t('mallStaff.sku.noSpecs')}</Text>
                <Text className='setup-list__sub'>
                  {t('mallStaff.sku.price', { amount: formatCents(sku.price) })}
                  {sku.salePlanId && sku.salePlanId !== '0' && planOf(sku.salePlanId)
                    ? ` · ${planOf(sku.salePlanId)!.name}`
                    : ''}
                </Text>
              </View>
              <Text className='setup-list__badge'>
                {t(`mallStaff.product.status.${sku.status === SkuStatus.LISTED ? 'LISTED' : 'UNLISTED'}`)}
              </Text>
            </View>
          ))}
        </View>
      </View>
      {product.skuList.length > 0 && (
        <View className='mall-staff__section mall-stock'>
          <Text className='mall-staff__section-title'>{t('mallStaff.stock.title')}</Text>
          {product.saleMode === SaleMode.DAILY && (
            <Text className='mall-staff__hint'>{t('mallStaff.stock.daily')}</Text>
          )}
          <View className='mall-staff__table'>
            <View className='mall-staff__table-row mall-staff__table-row--head'>
              <Text>{t('mallStaff.stock.head.sku')}</Text>
              <Text>{t('mallStaff.stock.head.stock')}</Text>
              <Text>{t('mallStaff.stock.head.sold')}</Text>
              <Text>{t('mallStaff.stock.head.left')}</Text>
            </View>
            {product.skuList.map((sku) => {
              const virtual = stockModeOf(sku.salePlanId) === StockMode.VIRTUAL;
              return (
                <View key={sku.id} className='mall-staff__table-row mall-stock__row'>
                  <Text>{skuLabel(product, sku) || t('mallStaff.sku.noSpecs')}</Text>
                  <Text>{virtual ? t('mallStaff.stock.virtual') : sku.stock}</Text>
                  <Text>{sku.soldCount}</Text>
                  <Text>
                    {virtual || product.saleMode === SaleMode.DAILY ? '-' : Math.max(0, sku.stock - sku.soldCount)}
                  </Text>
                </View>
              );
            })}
          </View>
        </View>
      )}
    </>
  );
}

export const SkuSection = observer(SkuSectionView);
