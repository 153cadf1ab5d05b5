import { Button } from '@nutui/nutui-react-taro';
import { Text, Textarea, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/feast-texts';

/** feast-qa-answer-edit: staff answer a diner's question on the feast. */
function FeastAnswerPage() {
  const { t } = useTranslation();
  const { id = '', questionId = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const vm = useViewModel(() => feasts.staffFeast(id));
  const question = vm.questions.find((q) => q.model?.id === questionId);
  const [text, setText] = useState('');
  const save = async () => {
    if (await vm.answer(questionId, text.trim())) {
      showToast(t('feast.form.saved'));
      void navigator.back();
    }
  };
  return (
    <PageShell title={t('feast.page.storeAnswer')}>
      <View className='section'>
        {question && (
          <Text className='feast-qa__q'>
            {question.askerName}: {question.content}
          </Text>
        )}
        <Textarea
          className='feast-field__input feast-field__textarea feast-answer-text'
          value={text || question?.answer || ''}
          placeholder={t('feast.qa.answerPlaceholder')}
          maxlength={1000}
          onInput={(e) => setText(e.detail.value)}
        />
      </View>
      <View className='feast-actions'>
        <Button type='primary' loading={vm.busy} disabled={!text.trim()} onClick={() => void save()}>
          {t('feast.action.answer')}
        </Button>
      </View>
    </PageShell>
  );
}

export default observer(FeastAnswerPage);
