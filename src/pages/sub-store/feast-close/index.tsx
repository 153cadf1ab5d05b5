import { useTranslation } from '@/i18n/use-translation';
import { StaffFeastConfirm } from '@/components/feast/staff-feast-confirm';
import '../../../components/diner/diner.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/feast-texts';

/** feast-close: calls the feast off; every paid deposit goes back and the tables are freed. */
export default function FeastClosePage() {
  const { t } = useTranslation();
  return (
    <StaffFeastConfirm
      title={t('feast.page.storeClose')}
      ask={t('feast.ask.close')}
      action={t('feast.action.close')}
      danger
      withRemark
      run={(vm, remark) => vm.close(remark)}
    />
  );
}
