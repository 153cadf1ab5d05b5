import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormActions, FormError, TextField } from '@/components/setup-form';
import type { BookingOrderTag } from '@/gen/booking/v1/booking_tag_service_pb';
import { useRootStore } from '@/stores';
import { checkTagContent } from '@/utils/setup-form-rules';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

export interface TagFormProps {
  tag?: BookingOrderTag;
  onSave(content: string, color: string): Promise<boolean>;
  children?: ReactNode;
}

/** A booking-order tag: content required and unique in the store, ignoring case (spec section 5). */
function TagFormView({ tag, onSave, children }: TagFormProps) {
  const { t } = useTranslation();
  const { labels } = useRootStore().staffSetup;
  const [content, setContent] = useState(tag?.content ?? '');
  const [color, setColor] = useState(tag?.color ?? '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const existing = labels.tags.map((x) => ({ id: x.model?.id ?? '', content: x.content }));
    const problem = checkTagContent(content, existing, tag?.model?.id);
    if (problem) {
      setError(t(`serverMessage.${problem}`));
      return;
    }
    setError('');
    setSaving(true);
    await onSave(content, color.trim());
    setSaving(false);
  };

  return (
    <View className='tag-form'>
      <TextField
        name='content'
        label={t('staffSetup.tag.content')}
        value={content}
        onChange={setContent}
        maxLength={20}
      />
      <TextField name='color' label={t('staffSetup.tag.color')} value={color} onChange={setColor} maxLength={16} />
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')}>
        {children}
      </FormActions>
    </View>
  );
}

export const TagForm = observer(TagFormView);
