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
import '@/i18n/feast-texts';

/** feast-qa-edit: a question to the host (only those who joined may ask; the server says so otherwise). */
function FeastQaEditPage() {
  const { t } = useTranslation();
  const { id = '', token = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const detail = useViewModel(() => feasts.detail(id, token));
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const ok = await detail.ask(text.trim());
    setBusy(false);
    if (!ok) return;
    showToast(t('feast.qa.asked'));
    void navigator.back();
  };
  return (
    <PageShell title={t('feast.page.qaEdit')}>
      <View className='section'>
        {detail.feast && <Text className='section__title'>{detail.feast.title}</Text>}
        <Textarea
          className='feast-field__input feast-field__textarea feast-question'
          value={text}
          placeholder={t('feast.qa.placeholder')}
          maxlength={500}
          onInput={(e) => setText(e.detail.value)}
        />
        {detail.state === 'ready' && !detail.open && !detail.feast?.isCreator && (
          <Text className='feast-note'>{t('feast.qa.joinFirst')}</Text>
        )}
      </View>
      <View className='feast-actions'>
        <Button type='primary' loading={busy} disabled={!text.trim()} onClick={() => void submit()}>
          {t('feast.action.ask')}
        </Button>
      </View>
    </PageShell>
  );
}

export default observer(FeastQaEditPage);
