import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { FeastInfo } from '@/components/feast/feast-info';
import { confirmAction, TextAreaField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import type { FeastAuditStore } from '@/stores/admin-people';

/** The opened feast as diners will see it, with approve, and reject with a reason, each after asking. */
function FeastReviewPanelView({ audit }: { audit: FeastAuditStore }) {
  const { t } = useTranslation();
  const feast = audit.opened;
  if (!feast) {
    return (
      <View className='admin-people__panel admin-people__panel--empty'>
        <Text className='admin-people__hint'>{t('adminPeople.chooseFeast')}</Text>
      </View>
    );
  }
  const review = async (approve: boolean) => {
    const question = approve ? 'adminPeople.approveConfirm' : 'adminPeople.rejectConfirm';
    const action = approve ? t('adminPeople.approve') : t('adminPeople.reject');
    if (!(await confirmAction(t(question, { title: feast.title }), action))) return;
    if (await audit.review(approve)) showToast(approve ? t('adminPeople.approved') : t('adminPeople.rejected'));
  };
  return (
    <View className='admin-people__panel admin-people__panel--open admin-audit__detail'>
      <FeastInfo feast={feast} />
      <View className='admin-audit__review'>
        <TextAreaField
          name='reject-reason'
          label={t('adminPeople.rejectReason')}
          value={audit.reason}
          maxLength={500}
          onChange={audit.setReason}
        />
        <View className='admin-people__actions'>
          <Button
            type='primary'
            className='admin-audit__approve'
            disabled={audit.saving}
            onClick={() => void review(true)}
          >
            {t('adminPeople.approve')}
          </Button>
          <Button
            type='danger'
            fill='outline'
            className='admin-audit__reject'
            disabled={audit.saving || !audit.reason.trim()}
            onClick={() => void review(false)}
          >
            {t('adminPeople.reject')}
          </Button>
        </View>
      </View>
    </View>
  );
}

export const FeastReviewPanel = observer(FeastReviewPanelView);
