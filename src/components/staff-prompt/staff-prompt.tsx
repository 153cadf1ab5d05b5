import { Text, View } from '@tarojs/components';
import { Dialog } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { TickBox } from '@/components/tick-box';
import { useRootStore } from '@/stores';
import './staff-prompt.scss';
import '@/i18n/me-texts';

/**
 * Spec section 4: staff logging in to the diner app are offered the merchant tools:
 * jump, don't jump, and remember my choice. Lives in every page's shell, because the
 * login that finds out may finish on any page.
 */
function StaffPromptView() {
  const { t } = useTranslation();
  const { staffStanding: staff } = useRootStore();
  const [remember, setRemember] = useState(false);
  const prompt = staff.prompt;
  if (!prompt) return null;
  const answer = (choice: 'jump' | 'stay') => {
    staff.answerPrompt(choice, remember);
    setRemember(false);
  };
  return (
    <Dialog
      className='staff-prompt'
      visible
      title={t('account.staffPrompt.title')}
      content={
        <View className='staff-prompt__body'>
          <Text>
            {prompt.merchantName
              ? t('account.staffPrompt.body', { merchant: prompt.merchantName })
              : t('account.staffPrompt.bodyNoName')}
          </Text>
          <TickBox className='staff-prompt__remember' checked={remember} onChange={setRemember}>
            <Text>{t('account.staffPrompt.remember')}</Text>
          </TickBox>
        </View>
      }
      cancelText={t('account.staffPrompt.stay')}
      confirmText={t('account.staffPrompt.jump')}
      closeOnOverlayClick={false}
      onCancel={() => answer('stay')}
      onConfirm={() => answer('jump')}
    />
  );
}

export const StaffPrompt = observer(StaffPromptView);
