import { View } from '@tarojs/components';
import type { IntlTextFields } from '@/common/intl-text';
import { useTranslation } from '@/i18n/use-translation';
import { TextField } from '@/components/setup-form';

const LANGUAGES = ['zhHans', 'zhHant', 'en'] as const;

/** A short text's translations (a spec's name, one of its values), one small field per language. */
export function IntlInlineFields(props: {
  name: string;
  value: IntlTextFields;
  onChange(value: IntlTextFields): void;
  /** The text the translations are of, shown in each empty field. */
  placeholder: string;
}) {
  const { t } = useTranslation();
  return (
    <View className='mall-staff__intl-inline'>
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          name={`${props.name}-${language}`}
          label={t(`mallStaff.language.${language}`)}
          placeholder={props.placeholder}
          value={props.value[language]}
          maxLength={40}
          onChange={(text) => props.onChange({ ...props.value, [language]: text })}
        />
      ))}
    </View>
  );
}
