import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { ChoiceField, FormActions, FormError, TextField } from '@/components/setup-form';
import { MallSku_Status as SkuStatus, SaleMode, type MallProduct } from '@/gen/mall/v1/mall_pb';
import { showToast } from '@/services/feedback';
import { skuDraftOf, skuInput, skuProblem, type SkuDraft } from '@/stores/mall-staff/mall-sku-draft';
import { useMallStaff } from './use-mall-staff';

interface SkuFormProps {
  product: MallProduct;
  skuId: string;
  onSaved(): void;
}

const SkuForm = observer(function SkuForm({ product, skuId, onSaved }: SkuFormProps) {
  const { t } = useTranslation();
  const { catalogue } = useMallStaff();
  const sku = product.skuList.find((s) => s.id === skuId);
  const [draft, setDraft] = useState<SkuDraft>(() => skuDraftOf(product, sku));
  const [problem, setProblem] = useState('');
  const set =
    <K extends keyof SkuDraft>(key: K) =>
    (value: SkuDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const found = skuProblem(product, draft);
    setProblem(found ? t(`mallStaff.sku.problem.${found}`) : '');
    if (found) return;
    if (await catalogue.saveSku(skuId, skuInput(product, draft))) {
      showToast(t('mallStaff.product.saved'));
      onSaved();
    }
  };

  return (
    <View className='mall-staff mall-sku-editor'>
      <Text className='mall-staff__section-title'>{product.title}</Text>
      <View className='setup-columns'>
        <View className='setup-columns__column'>
          <TextField
            name='price'
            type='digit'
            label={t('mallStaff.sku.field.price')}
            value={draft.priceYuan}
            onChange={set('priceYuan')}
          />
          <TextField
            name='stock'
            type='number'
            label={t(
              product.saleMode === SaleMode.DAILY ? 'mallStaff.sku.field.dailyStock' : 'mallStaff.sku.field.stock',
            )}
            value={draft.stock}
            onChange={set('stock')}
          />
          <TextField
            name='minQuantity'
            type='number'
            label={t('mallStaff.sku.field.minQuantity')}
            value={draft.minQuantity}
            onChange={set('minQuantity')}
          />
          <TextField
            name='maxQuantity'
            type='number'
            label={t('mallStaff.sku.field.maxQuantity')}
            value={draft.maxQuantity}
            onChange={set('maxQuantity')}
          />
        </View>
        <View className='setup-columns__column'>
          <ChoiceField
            name='status'
            label={t('mallStaff.sku.field.status')}
            value={draft.status}
            options={[
              { value: SkuStatus.LISTED, label: t('mallStaff.product.status.LISTED') },
              { value: SkuStatus.UNLISTED, label: t('mallStaff.product.status.UNLISTED') },
            ]}
            onChange={set('status')}
          />
          {product.specList.map((spec) => (
            <ChoiceField
              key={spec.id}
              name={`spec-${spec.id}`}
              label={spec.name}
              value={draft.values[spec.id] ?? ''}
              options={spec.valueList.map((v) => ({ value: v.id, label: v.value }))}
              onChange={(valueId) => setDraft((d) => ({ ...d, values: { ...d.values, [spec.id]: valueId } }))}
            />
          ))}
          <ChoiceField
            name='salePlan'
            label={t('mallStaff.sku.field.salePlan')}
            value={draft.salePlanId}
            options={[
              { value: '', label: t('mallStaff.sku.noPlan') },
              ...catalogue.salePlans.map((p) => ({ value: p.id, label: p.name })),
            ]}
            onChange={set('salePlanId')}
          />
        </View>
        <FormError text={problem} />
        <FormActions onSave={() => void save()} saving={catalogue.busy} saveText={t('mallStaff.sku.save')} />
      </View>
    </View>
  );
});

/** A SKU of a product: new (no `skuId`) or existing; the product must be one of the merchant's. */
function SkuEditorView({ productId, skuId, onSaved }: { productId: string; skuId: string; onSaved(): void }) {
  const { t } = useTranslation();
  const { catalogue } = useMallStaff();
  useEffect(() => {
    void catalogue.ensureLoaded();
    if (catalogue.planState.status === 'idle') void catalogue.loadPlans();
  }, [catalogue]);
  const product = catalogue.product(productId);
  return (
    <LoadState
      status={productId ? catalogue.state.status : 'ready'}
      empty={!product}
      emptyText={t('mallStaff.product.notFound')}
      onRetry={() => void catalogue.load()}
    >
      {product && <SkuForm key={`${productId}-${skuId}`} product={product} skuId={skuId} onSaved={onSaved} />}
    </LoadState>
  );
}

export const SkuEditor = observer(SkuEditorView);
