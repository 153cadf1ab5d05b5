import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/services/feedback';
import type { HostFeastStore } from '@/stores/feast/host-feast.store';
import './feast.scss';
import '@/i18n/feast-host-texts';

/** Members' questions on the hosted feast, each with its answer or a field for the host to answer it. */
export const HostFeastQuestions = observer(function HostFeastQuestions({ vm }: { vm: HostFeastStore }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const answer = async (id: string) => {
    if (await vm.answer(id, drafts[id] ?? '')) {
      setDrafts((d) => ({ ...d, [id]: '' }));
      showToast(t('feastHost.questions.saved'));
    }
  };
  return (
    <View className='section feast-host-questions'>
      <Text className='section__title'>{t('feastHost.questions.title')}</Text>
      {vm.questions.length === 0 && <Text className='feast-note'>{t('feastHost.questions.empty')}</Text>}
      {vm.questions.map((q) => {
        const id = q.model?.id ?? '';
        const draft = drafts[id] ?? '';
        return (
          <View key={id} className='feast-qa'>
            <Text className='feast-qa__q'>
              {q.askerName}: {q.content}
            </Text>
            {q.answer && <Text className='feast-qa__a'>{q.answer}</Text>}
            <View className='feast-row'>
              <Input
                className='feast-field__input feast-host-answer'
                style={{ flex: 1 }}
                value={draft}
                maxlength={1000}
                placeholder={t('feastHost.questions.placeholder')}
                onInput={(e) => setDrafts((d) => ({ ...d, [id]: e.detail.value }))}
              />
              <Button
                size='small'
                className='feast-host-answer-save'
                disabled={!draft.trim() || vm.busy}
                onClick={() => void answer(id)}
              >
                {t('feastHost.action.answer')}
              </Button>
            </View>
          </View>
        );
      })}
    </View>
  );
});
