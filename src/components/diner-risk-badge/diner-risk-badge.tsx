import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  CheckDinerRiskResponse_Level as RiskLevel,
  type CheckDinerRiskResponse,
} from '@/gen/crm/v1/merchant_diner_service_pb';
import { staffUrl } from '@/routing/staff-routes';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import './diner-risk-badge.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

export interface DinerRiskBadgeProps {
  /** The store of the order (the diners are its merchant's). */
  storeId: string;
  /** The order's phone (region code without '+', '86' when empty) ... */
  phone?: string;
  phoneRegionCode?: string;
  /** ... or the diner record the order links (BookingOrder.merchantDinerId). */
  merchantDinerId?: string;
  /** Told the answer once it arrives, e.g. to ask before accepting a blacklisted diner. */
  onResult?(result: CheckDinerRiskResponse): void;
  /** Show the "nothing on record" line too (the risk page does; an order page may not). */
  showNone?: boolean;
  /** An answer the caller already has (the new-booking form's look-up): shown as is, not asked again. */
  result?: CheckDinerRiskResponse | null;
}

/**
 * The diner-risk check before a booking is accepted: blacklisted (with the reason) or
 * known for not coming. Tapping it opens the diner. Drop it into an order page with
 * the order's store and phone or merchant diner id.
 */
function DinerRiskBadgeView({
  storeId,
  phone,
  phoneRegionCode,
  merchantDinerId,
  onResult,
  showNone,
  result: given,
}: DinerRiskBadgeProps) {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const [fetched, setResult] = useState<CheckDinerRiskResponse | null>(null);
  const [checking, setChecking] = useState(false);
  const result = given !== undefined ? given : fetched;

  useEffect(() => {
    if (given !== undefined || !storeId || (!phone && !merchantDinerId)) return;
    let current = true;
    setChecking(true);
    void staffSetup.diners.checkRisk(storeId, { phone, phoneRegionCode, merchantDinerId }).then((answer) => {
      if (!current) return;
      setResult(answer);
      setChecking(false);
      if (answer) onResult?.(answer);
    });
    return () => {
      current = false;
    };
    // The check is per order identity; onResult is the caller's to keep stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeId, phone, phoneRegionCode, merchantDinerId, given !== undefined]);

  if (checking) return <Text className='diner-risk diner-risk--checking'>{t('staffSetup.risk.checking')}</Text>;
  if (!result) return null;
  const diner = result.diner;
  const open = () => {
    if (diner?.model?.id) void navigator.navigateTo(staffUrl(STAFF_SETUP_ROUTES.dinerDetail, { id: diner.model.id }));
  };
  if (result.level === RiskLevel.BLACKLISTED) {
    return (
      <View className='diner-risk diner-risk--blacklisted' onClick={open}>
        <Text className='diner-risk__title'>{t('staffSetup.risk.blacklisted')}</Text>
        <Text className='diner-risk__reason'>
          {t('staffSetup.diner.blacklistedBecause', { reason: diner?.blacklistReason ?? '' })}
        </Text>
      </View>
    );
  }
  if (result.level === RiskLevel.NO_SHOW) {
    return (
      <View className='diner-risk diner-risk--no-show' onClick={open}>
        <Text className='diner-risk__title'>
          {t('staffSetup.risk.noShow', { count: result.stats?.noShowCount ?? 0 })}
        </Text>
      </View>
    );
  }
  if (!showNone) return null;
  return (
    <Text className='diner-risk diner-risk--none'>
      {diner ? t('staffSetup.risk.none') : t('staffSetup.risk.unknown')}
    </Text>
  );
}

export const DinerRiskBadge = observer(DinerRiskBadgeView);
