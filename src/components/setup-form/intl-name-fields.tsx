import { useTranslation } from '@/i18n/use-translation';
import type { IntlTextFields } from '@/common/intl-text';
import { TextField } from './setup-fields';

const FIELDS = {
  name: [
    ['zhHans', 'nameZhHans'],
    ['zhHant', 'nameZhHant'],
    ['en', 'nameEn'],
  ],
  city: [
    ['zhHans', 'cityZhHans'],
    ['zhHant', 'cityZhHant'],
    ['en', 'cityEn'],
  ],
} as const;

/**
 * A name (store and shift forms) or a city (store form) in each interface language;
 * empty ones fall back to the form's own text.
 */
export function IntlNameFields({
  value,
  onChange,
  kind = 'name',
}: {
  value: IntlTextFields;
  onChange(next: IntlTextFields): void;
  kind?: keyof typeof FIELDS;
}) {
  const { t } = useTranslation();
  return (
    <>
      {FIELDS[kind].map(([key, name]) => (
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

// The form's starting values and the values as saved, shared with other forms.
export { intlFieldsOf, trimmedIntlName } from '@/common/intl-text';
