import { useTranslation } from 'react-i18next';
import type { IntlTextFields } from '@/common/intl-text';
import { TextField } from './setup-fields';

const FIELDS = [
  ['zhHans', 'nameZhHans'],
  ['zhHant', 'nameZhHant'],
  ['en', 'nameEn'],
] as const;

/** A name in each interface language (store and shift forms); empty ones fall back to the name itself. */
export function IntlNameFields({ value, onChange }: { value: IntlTextFields; onChange(next: IntlTextFields): void }) {
  const { t } = useTranslation();
  return (
    <>
      {FIELDS.map(([key, name]) => (
        <TextField
          key={key}
          name={name}
          label={t(`staffSetup.store.${name}`)}
          value={value[key]}
          onChange={(text) => onChange({ ...value, [key]: text })}
        />
      ))}
    </>
  );
}

/** The form's starting values from a message's IntlText (absent: all empty). */
export const intlFieldsOf = (v?: Partial<IntlTextFields>): IntlTextFields => ({
  zhHans: v?.zhHans ?? '',
  zhHant: v?.zhHant ?? '',
  en: v?.en ?? '',
});

/** The names as saved: trimmed. */
export const trimmedIntlName = (v: IntlTextFields): IntlTextFields => ({
  zhHans: v.zhHans.trim(),
  zhHant: v.zhHant.trim(),
  en: v.en.trim(),
});
