import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { confirmAction, TextField } from '@/components/setup-form';
import { intlFieldsOf, type IntlTextFields } from '@/common/intl-text';
import type { MallProduct, MallSpec, MallSpecValue } from '@/gen/mall/v1/mall_pb';
import { IntlInlineFields } from './intl-inline-fields';
import type { MallCatalogueStore } from '@/stores/mall-staff/mall-catalogue.store';

interface SpecRowProps {
  spec: MallSpec;
  catalogue: MallCatalogueStore;
}

const sameIntl = (a: IntlTextFields, b: IntlTextFields) =>
  a.zhHans.trim() === b.zhHans && a.zhHant.trim() === b.zhHant && a.en.trim() === b.en;
const NO_INTL = intlFieldsOf();

/** One value of a spec: its text, its translations (saved when changed), delete. */
const ValueRow = observer(function ValueRow({
  value,
  catalogue,
}: {
  value: MallSpecValue;
  catalogue: MallCatalogueStore;
}) {
  const { t } = useTranslation();
  const saved = intlFieldsOf(value.intlValue);
  const [intl, setIntl] = useState(saved);
  const remove = async () => {
    if (await confirmAction(t('mallStaff.spec.confirmDeleteValue', { value: value.value }))) {
      await catalogue.deleteSpecValue(value.id);
    }
  };
  return (
    <View className='mall-staff__value mall-spec__value'>
      <Text>{value.value}</Text>
      <IntlInlineFields name={`value-${value.id}`} value={intl} placeholder={value.value} onChange={setIntl} />
      {!sameIntl(intl, saved) && (
        <Text
          className='mall-staff__value-save mall-spec__value-save'
          onClick={() => void catalogue.saveSpecValue(value.specId, value.id, value.value, intl)}
        >
          {t('mallStaff.spec.saveTranslations')}
        </Text>
      )}
      <Text className='mall-staff__value-delete mall-spec__value-delete' onClick={() => void remove()}>
        {t('mallStaff.spec.deleteValue')}
      </Text>
    </View>
  );
});

/** One spec: rename it (and its translations), its values (add, translate, delete), delete it (the server refuses one with values). */
const SpecRow = observer(function SpecRow({ spec, catalogue }: SpecRowProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(spec.name);
  const savedIntl = intlFieldsOf(spec.intlName);
  const [intlName, setIntlName] = useState(savedIntl);
  const [value, setValue] = useState('');
  const [intlValue, setIntlValue] = useState(NO_INTL);
  const addValue = async () => {
    if (!value.trim()) return;
    if (await catalogue.saveSpecValue(spec.id, '', value, intlValue)) {
      setValue('');
      setIntlValue(NO_INTL);
    }
  };
  const remove = async () => {
    if (await confirmAction(t('mallStaff.spec.confirmDelete', { name: spec.name })))
      await catalogue.deleteSpec(spec.id);
  };
  return (
    <View className={`mall-staff__section mall-spec mall-spec--${spec.id}`}>
      <TextField
        name={`spec-${spec.id}`}
        label={t('mallStaff.spec.name')}
        value={name}
        maxLength={40}
        onChange={setName}
      />
      <IntlInlineFields name={`spec-${spec.id}`} value={intlName} placeholder={name} onChange={setIntlName} />
      <View className='mall-staff__actions'>
        <Button
          size='small'
          className='mall-spec__rename'
          disabled={catalogue.busy || !name.trim() || (name.trim() === spec.name && sameIntl(intlName, savedIntl))}
          onClick={() => void catalogue.saveSpec(spec.productId, spec.id, name, intlName)}
        >
          {t('mallStaff.spec.rename')}
        </Button>
        <Button size='small' type='danger' className='mall-spec__delete' onClick={() => void remove()}>
          {t('mallStaff.spec.delete')}
        </Button>
      </View>
      <View className='mall-staff__value-list'>
        {spec.valueList.map((v) => (
          <ValueRow key={v.id} value={v} catalogue={catalogue} />
        ))}
      </View>
      <TextField
        name={`value-${spec.id}`}
        label={t('mallStaff.spec.addValue')}
        placeholder={t('mallStaff.spec.valuePlaceholder')}
        value={value}
        maxLength={40}
        onChange={setValue}
      />
      <IntlInlineFields name={`new-value-${spec.id}`} value={intlValue} placeholder={value} onChange={setIntlValue} />
      <View className='mall-staff__actions'>
        <Button
          size='small'
          type='primary'
          className='mall-spec__add-value'
          disabled={catalogue.busy || !value.trim()}
          onClick={() => void addValue()}
        >
          {t('mallStaff.spec.addValue')}
        </Button>
      </View>
    </View>
  );
});

/** A product's specs and their values. */
function SpecSectionView({ product, catalogue }: { product: MallProduct; catalogue: MallCatalogueStore }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const productId = product.model?.id ?? '';
  const add = async () => {
    if (!name.trim()) return;
    if (await catalogue.saveSpec(productId, '', name)) setName('');
  };
  return (
    <View className='mall-staff__section mall-specs'>
      <Text className='mall-staff__section-title'>{t('mallStaff.spec.title')}</Text>
      {product.specList.length === 0 && <Text className='mall-staff__hint'>{t('mallStaff.spec.empty')}</Text>}
      {product.specList.map((spec) => (
        <SpecRow key={spec.id} spec={spec} catalogue={catalogue} />
      ))}
      <TextField
        name='new-spec'
        label={t('mallStaff.spec.add')}
        placeholder={t('mallStaff.spec.namePlaceholder')}
        value={name}
        maxLength={40}
        onChange={setName}
      />
      <View className='mall-staff__actions'>
        <Button
          size='small'
          type='primary'
          className='mall-specs__add'
          disabled={catalogue.busy || !name.trim()}
          onClick={() => void add()}
        >
          {t('mallStaff.spec.add')}
        </Button>
      </View>
    </View>
  );
}

export const SpecSection = observer(SpecSectionView);
