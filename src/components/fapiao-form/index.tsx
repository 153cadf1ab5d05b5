import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  fapiaoTitleProblem,
  normalizeFapiaoTitle,
  type FapiaoKind,
  type FapiaoTitleFields,
} from '@/common/fapiao-title';
import './index.scss';
import '@/i18n/server-message-texts';
import '@/i18n/fapiao-texts';

export const EMPTY_FAPIAO: FapiaoTitleFields = {
  kind: 'PERSONAL',
  title: '',
  taxpayerId: '',
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
  email: '',
};

type TextField = Exclude<keyof FapiaoTitleFields, 'kind'>;
const COMPANY_EXTRAS: TextField[] = ['address', 'phone', 'bankName', 'bankAccount'];

/**
 * A fapiao title's fields: personal or company, the title, and for a company
 * the taxpayer id and the optional registered details; the email for an
 * electronic fapiao. Checked with the server's own rules before saving.
 */
export function FapiaoForm(props: {
  initial: FapiaoTitleFields;
  busy?: boolean;
  onSave: (fields: FapiaoTitleFields) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<FapiaoTitleFields>(props.initial);
  const [problem, setProblem] = useState('');
  const company = fields.kind === 'COMPANY';
  const set = (key: TextField, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setProblem('');
  };
  const setKind = (kind: FapiaoKind) => setFields((f) => ({ ...f, kind }));
  const save = () => {
    const normalized = normalizeFapiaoTitle(fields);
    const found = fapiaoTitleProblem(normalized);
    if (found) {
      setProblem(t(`serverMessage.${found}`));
      return;
    }
    props.onSave(normalized);
  };

  const row = (key: TextField, label: string, placeholder: string, type: 'text' | 'tel' | 'digit' = 'text') => (
    <View className='fapiao-form__row' key={key}>
      <Text className='fapiao-form__label'>{label}</Text>
      <Input
        className={`fapiao-form__input fapiao-form__input--${key}`}
        type={type}
        value={fields[key]}
        placeholder={placeholder}
        onChange={(value) => set(key, value)}
      />
    </View>
  );

  return (
    <View className='fapiao-form'>
      <View className='fapiao-form__kinds'>
        {(['PERSONAL', 'COMPANY'] as const).map((kind) => (
          <Text
            key={kind}
            className={`fapiao-form__kind fapiao-form__kind--${kind}${fields.kind === kind ? ' fapiao-form__kind--on' : ''}`}
            onClick={() => setKind(kind)}
          >
            {t(`fapiao.kind.${kind}`)}
          </Text>
        ))}
      </View>
      {row(
        'title',
        company ? t('fapiao.field.title') : t('fapiao.field.titlePersonal'),
        company ? t('fapiao.placeholder.title') : t('fapiao.placeholder.titlePersonal'),
      )}
      {company && row('taxpayerId', t('fapiao.field.taxpayerId'), t('fapiao.placeholder.taxpayerId'))}
      {company &&
        COMPANY_EXTRAS.map((key) =>
          row(
            key,
            t(`fapiao.field.${key}`),
            t('fapiao.placeholder.optional'),
            key === 'phone' ? 'tel' : key === 'bankAccount' ? 'digit' : 'text',
          ),
        )}
      {row('email', t('fapiao.field.email'), t('fapiao.placeholder.email'))}
      {problem && <Text className='fapiao-form__problem'>{problem}</Text>}
      <View className='fapiao-form__actions'>
        {props.onCancel && <Button onClick={props.onCancel}>{t('fapiao.cancel')}</Button>}
        <Button type='primary' className='fapiao-form__save' loading={props.busy} onClick={save}>
          {t('fapiao.save')}
        </Button>
      </View>
    </View>
  );
}

/** A title in a line or two: kind and name, then the taxpayer id of a company. */
export function FapiaoSummary(props: { fields: FapiaoTitleFields }) {
  const { t } = useTranslation();
  const { fields } = props;
  return (
    <View className='fapiao-summary'>
      <Text className='fapiao-summary__title'>
        <Text className='fapiao-summary__kind'>{t(`fapiao.kind.${fields.kind}`)}</Text>
        {fields.title}
      </Text>
      {fields.taxpayerId && <Text className='fapiao-summary__code'>{fields.taxpayerId}</Text>}
      {fields.email && <Text className='fapiao-summary__code'>{fields.email}</Text>}
    </View>
  );
}
