import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormActions, FormError } from '@/components/setup-form';
import { LoadState } from '@/components/load-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { draftOf, productInput, productProblem, type ProductDraft } from '@/stores/mall-staff/mall-product-draft';
import { ProductForm } from './product-form';
import { SkuSection } from './sku-section';
import { SpecSection } from './spec-section';
import { useMallStaff } from './use-mall-staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

export interface ProductEditorProps {
  /** '' for a new product. */
  id: string;
}

/**
 * A product: its fields (saved together), then its specs and values, SKUs and
 * stock. Its own page on a phone; beside the product list on wide windows. A new
 * product shows its specs and SKUs once saved.
 */
function ProductEditorView({ id }: ProductEditorProps) {
  const { t } = useTranslation();
  const { staffSetup } = useRootStore();
  const { catalogue } = useMallStaff();
  const [productId, setProductId] = useState(id);
  const product = productId ? catalogue.product(productId) : undefined;
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [problem, setProblem] = useState('');

  useEffect(() => {
    void catalogue.ensureLoaded();
    if (catalogue.planState.status === 'idle') void catalogue.loadPlans();
  }, [catalogue]);
  // The product arrives after the page opened on its own (a link, a reload).
  const loadedId = product?.model?.id;
  useEffect(() => {
    if (loadedId) setDraft(draftOf(catalogue.product(loadedId)));
  }, [loadedId, catalogue]);

  const save = async () => {
    const found = productProblem(draft);
    setProblem(found ? t(`mallStaff.product.problem.${found}`) : '');
    if (found) return;
    const saved = await catalogue.saveProduct(productId, productInput(draft));
    if (!saved) return;
    showToast(t('mallStaff.product.saved'));
    if (!productId && saved.model?.id) setProductId(saved.model.id);
  };

  const missing = Boolean(productId) && catalogue.state.status === 'ready' && !product;
  return (
    <LoadState
      status={productId ? catalogue.state.status : 'ready'}
      empty={missing}
      emptyText={t('mallStaff.product.notFound')}
      onRetry={() => void catalogue.load()}
    >
      <View className='mall-staff mall-product-editor'>
        <ProductForm
          draft={draft}
          onChange={setDraft}
          upload={(count) => staffSetup.storeInfo.uploadImages(count, 'mall-product')}
        />
        <FormError text={problem} />
        <FormActions onSave={() => void save()} saving={catalogue.busy} saveText={t('mallStaff.product.save')} />
        {product ? (
          <>
            <SpecSection product={product} catalogue={catalogue} />
            <SkuSection product={product} catalogue={catalogue} />
          </>
        ) : (
          <Text className='mall-staff__hint mall-product-editor__save-first'>{t('mallStaff.product.saveFirst')}</Text>
        )}
      </View>
    </LoadState>
  );
}

export const ProductEditor = observer(ProductEditorView);
