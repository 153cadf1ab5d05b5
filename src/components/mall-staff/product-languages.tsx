import { View } from '@tarojs/components';
import { useState } from 'react';
import type { IntlTextFields } from '@/common/intl-text';
import { useTranslation } from '@/i18n/use-translation';
import { SwitchField, TextAreaField, TextField } from '@/components/setup-form';
import { PRODUCT_LIMITS, type ProductDraft } from '@/stores/mall-staff/mall-product-draft';

const LANGUAGES = ['zhHans', 'zhHant', 'en'] as const;
const any = (v: IntlTextFields) => Boolean(v.zhHans || v.zhHant || v.en);

/**
 * The product's title, subtitle and description in each interface language,
 * grouped by language (one person translates one language); open from the
 * start when any was given. A language left empty shows the texts above.
 */
export function ProductLanguages({ draft, onChange }: { draft: ProductDraft; onChange(draft: ProductDraft): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => any(draft.intlTitle) || any(draft.intlSubtitle) || any(draft.intlDescription));
  const set =
    (key: 'intlTitle' | 'intlSubtitle' | 'intlDescription', language: keyof IntlTextFields) => (value: string) =>
      onChange({ ...draft, [key]: { ...draft[key], [language]: value } });
  const label = (field: 'title' | 'subtitle' | 'description', language: keyof IntlTextFields) =>
    t('mallStaff.product.inLanguage', {
      field: t(`mallStaff.product.field.${field}`),
      language: t(`mallStaff.language.${language}`),
    });
  return (
    <View className='mall-staff__languages'>
      <SwitchField name='languages' label={t('mallStaff.product.languages')} checked={open} onChange={setOpen} />
      {open &&
        LANGUAGES.map((language) => (
          <View key={language} className={`mall-staff__language mall-staff__language--${language}`}>
            <TextField
              name={`title-${language}`}
              label={label('title', language)}
              placeholder={draft.title}
              value={draft.intlTitle[language]}
              maxLength={PRODUCT_LIMITS.title}
              onChange={set('intlTitle', language)}
            />
            <TextField
              name={`subtitle-${language}`}
              label={label('subtitle', language)}
              value={draft.intlSubtitle[language]}
              maxLength={PRODUCT_LIMITS.subtitle}
              onChange={set('intlSubtitle', language)}
            />
            <TextAreaField
              name={`description-${language}`}
              label={label('description', language)}
              value={draft.intlDescription[language]}
              maxLength={4000}
              onChange={set('intlDescription', language)}
            />
          </View>
        ))}
    </View>
  );
}
