import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import type { SettlementPick } from '@/stores/staff/deposit-settlement';
import { useStaff } from './use-staff';

interface SettlementSubmitProps {
  /** What staff chose for the deposit held; null while the choice is incomplete. */
  pick: SettlementPick | null;
  /** The question asked before closing. */
  ask: string;
  label: string;
  loading: boolean;
  danger?: boolean;
  /** The closing call with the choice; true when it went through. */
  act: (pick: SettlementPick) => Promise<boolean>;
}

/** The button of a closing page that settles the deposit: asks first, then closes and goes back. */
export function SettlementSubmit({ pick, ask, label, loading, danger, act }: SettlementSubmitProps) {
  const { t } = useTranslation();
  const { back } = useStaff();
  const submit = async () => {
    if (!pick) return;
    if (!(await confirmAction(ask, t('staffOps.common.confirm'), t('staffOps.common.cancel')))) return;
    if (await act(pick)) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  return (
    <View className='order-page__actions'>
      <Button type={danger ? 'danger' : 'primary'} disabled={!pick} loading={loading} onClick={() => void submit()}>
        {label}
      </Button>
    </View>
  );
}
