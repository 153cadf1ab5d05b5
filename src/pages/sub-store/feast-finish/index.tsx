import { useTranslation } from '@/i18n/use-translation';
import { StaffFeastConfirm } from '@/components/feast/staff-feast-confirm';
import '../../../components/diner/diner.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/feast-texts';

/** feast-finish: the feast took place (after its start). */
export default function FeastFinishPage() {
  const { t } = useTranslation();
  return (
    <StaffFeastConfirm
      title={t('feast.page.storeFinish')}
      ask={t('feast.ask.finish')}
      action={t('feast.action.finish')}
      run={(vm) => vm.finish()}
    />
  );
}
