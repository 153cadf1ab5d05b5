import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { ImageListEditor } from '@/components/image-list-editor';
import { ChoiceField, TextAreaField, TextField } from '@/components/setup-form';
import { MallProduct_Status as ProductStatus, ProductType, SaleMode, StockMode } from '@/gen/mall/v1/mall_pb';
import type { UploadedImage } from '@/services/image-upload';
import { PRODUCT_LIMITS, type ProductDraft } from '@/stores/mall-staff/mall-product-draft';
import { ProductLanguages } from './product-languages';

export interface ProductFormProps {
  draft: ProductDraft;
  onChange(draft: ProductDraft): void;
  upload(count: number): Promise<UploadedImage[]>;
}

/** The product's own fields; the page saves them. */
export function ProductForm({ draft, onChange, upload }: ProductFormProps) {
  const { t } = useTranslation();
  const set =
    <K extends keyof ProductDraft>(key: K) =>
    (value: ProductDraft[K]) =>
      onChange({ ...draft, [key]: value });
  return (
    <View className='setup-columns'>
      <View className='setup-columns__column'>
        <TextField
          name='title'
          label={t('mallStaff.product.field.title')}
          value={draft.title}
          maxLength={PRODUCT_LIMITS.title}
          onChange={set('title')}
        />
        <TextField
          name='subtitle'
          label={t('mallStaff.product.field.subtitle')}
          value={draft.subtitle}
          maxLength={PRODUCT_LIMITS.subtitle}
          onChange={set('subtitle')}
        />
        <TextField
          name='quickCode'
          label={t('mallStaff.product.field.quickCode')}
          value={draft.quickCode}
          maxLength={PRODUCT_LIMITS.quickCode}
          onChange={set('quickCode')}
        />
        <TextField
          name='weight'
          type='digit'
          label={t('mallStaff.product.field.weight')}
          value={draft.weight}
          onChange={set('weight')}
        />
        <TextAreaField
          name='description'
          label={t('mallStaff.product.field.description')}
          value={draft.description}
          maxLength={PRODUCT_LIMITS.description}
          onChange={set('description')}
        />
        <ProductLanguages draft={draft} onChange={onChange} />
      </View>
      <View className='setup-columns__column'>
        <ChoiceField
          name='type'
          label={t('mallStaff.product.field.type')}
          value={draft.type}
          options={[
            { value: ProductType.ORDER, label: t('mallStaff.product.type.ORDER') },
            { value: ProductType.SET_MENU, label: t('mallStaff.product.type.SET_MENU') },
          ]}
          onChange={set('type')}
        />
        <ChoiceField
          name='stockMode'
          label={t('mallStaff.product.field.stockMode')}
          value={draft.stockMode}
          options={[
            { value: StockMode.REAL, label: t('mallStaff.product.stockMode.REAL') },
            { value: StockMode.VIRTUAL, label: t('mallStaff.product.stockMode.VIRTUAL') },
          ]}
          onChange={set('stockMode')}
        />
        <ChoiceField
          name='saleMode'
          label={t('mallStaff.product.field.saleMode')}
          value={draft.saleMode}
          options={[
            { value: SaleMode.NORMAL, label: t('mallStaff.product.saleMode.NORMAL') },
            { value: SaleMode.DAILY, label: t('mallStaff.product.saleMode.DAILY') },
          ]}
          onChange={set('saleMode')}
        />
        <ChoiceField
          name='status'
          label={t('mallStaff.product.field.status')}
          value={draft.status}
          options={[
            { value: ProductStatus.LISTED, label: t('mallStaff.product.status.LISTED') },
            { value: ProductStatus.UNLISTED, label: t('mallStaff.product.status.UNLISTED') },
          ]}
          onChange={set('status')}
        />
        <ImageListEditor
          name='cover'
          title={t('mallStaff.product.field.cover')}
          images={draft.cover}
          max={1}
          upload={upload}
          onChange={set('cover')}
        />
        <ImageListEditor
          name='carousel'
          title={t('mallStaff.product.field.carousel')}
          images={draft.carousel}
          max={PRODUCT_LIMITS.carousel}
          upload={upload}
          onChange={set('carousel')}
        />
      </View>
    </View>
  );
}
