import { Button, InputNumber } from '@nutui/nutui-react-taro';
import { Input, Picker, Text, Textarea, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { feastWhen, hhmm } from '@/components/feast/feast-format';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
import '@/i18n/feast-texts';

/** Arrival times offered: every quarter hour from an hour before the start to two hours after. */
function arrivalChoices(start: number): number[] {
  return Array.from({ length: 13 }, (_, i) => start - 3600 + i * 900).filter((s) => s >= 0);
}

/** feast-join-info: seats (with guests), a name for the host, arrival, the host's questions, a note. */
function FeastJoinInfoPage() {
  const { t } = useTranslation();
  const { id = '', token = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const draft = useViewModel(() => feasts.join(id, token));
  const feast = draft.feast;
  const choices = feast ? arrivalChoices(feast.startSecond) : [];
  const labels = [t('feast.join.arrivalNone'), ...choices.map(hhmm)];
  const picked = draft.arrivalSecond < 0 ? 0 : Math.max(0, choices.indexOf(draft.arrivalSecond) + 1);
  return (
    <PageShell title={t('feast.page.joinInfo')}>
      {draft.state === 'loading' && <StateView state='loading' />}
      {draft.state === 'error' && <StateView state='error' onRetry={() => void draft.load()} />}
      {draft.state === 'ready' && feast && (
        <>
          <View className='section'>
            <Text className='section__title'>{feast.title}</Text>
            <Text className='section__text'>{feastWhen(feast)}</Text>
          </View>
          <View className='section'>
            <View className='feast-field'>
              <Text className='feast-field__label'>
                {t('feast.join.seats')} ({t('feast.join.seatsHint', { max: draft.maxSeats })})
              </Text>
              <InputNumber
                className='feast-seats'
                value={draft.seats}
                min={1}
                max={Math.max(1, draft.maxSeats)}
                onChange={(v) => draft.setSeats(Number(v))}
              />
            </View>
            <View className='feast-field'>
              <Text className='feast-field__label'>{t('feast.join.name')}</Text>
              <Input
                className='feast-field__input feast-name'
                value={draft.displayName}
                placeholder={t('feast.join.namePlaceholder')}
                maxlength={64}
                onInput={(e) => draft.setDisplayName(e.detail.value)}
              />
            </View>
            <View className='feast-field'>
              <Text className='feast-field__label'>{t('feast.join.arrival')}</Text>
              <Picker
                mode='selector'
                range={labels}
                value={picked}
                onChange={(e) => {
                  const i = Number(e.detail.value);
                  draft.setArrival(i === 0 ? -1 : choices[i - 1]);
                }}
              >
                <Text className='feast-field__input'>{labels[picked]}</Text>
              </Picker>
            </View>
          </View>
          {feast.questionList.length > 0 && (
            <View className='section'>
              <Text className='section__title'>{t('feast.join.answers')}</Text>
              {feast.questionList.map((q, i) => (
                <View key={i} className='feast-field'>
                  <Text className='feast-field__label'>{q}</Text>
                  <Input
                    className='feast-field__input feast-answer'
                    value={draft.answers[i] ?? ''}
                    placeholder={t('feast.join.answerPlaceholder')}
                    maxlength={200}
                    onInput={(e) => draft.setAnswer(i, e.detail.value)}
                  />
                </View>
              ))}
            </View>
          )}
          <View className='section'>
            <View className='feast-field'>
              <Text className='feast-field__label'>{t('feast.join.remark')}</Text>
              <Textarea
                className='feast-field__input feast-field__textarea'
                value={draft.remark}
                maxlength={500}
                onInput={(e) => draft.setRemark(e.detail.value)}
              />
            </View>
          </View>
          <View className='feast-actions'>
            <Button
              type='primary'
              className='feast-next'
              disabled={!draft.answered || draft.maxSeats === 0}
              onClick={() => void navigator.navigateTo(feastUrl(FEAST_ROUTES.joinConfirm, { id, token }))}
            >
              {t('feast.action.next')}
            </Button>
          </View>
        </>
      )}
    </PageShell>
  );
}

export default observer(FeastJoinInfoPage);
