import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import { ANY_SHIFT, lowestPeople, type PolicyValue } from '@/common/deposit-policy-rules';

/**
 * A deposit policy in words: '晚市 · 5–10人 · 每人 HK$50', '所有餐段 · 1人起 · 每桌 澳门元 200'.
 * Amounts are in the store's currency; a shift reads in the reader's language (its
 * translation, else its name as kept), and one no longer among the store's as a deleted one.
 */
export function usePolicyWords(shifts: readonly StoreShift[], currency: string) {
  const { t } = useTranslation();
  const local = useLocalName();
  const shiftName = (id: string) => {
    if (id === ANY_SHIFT) return t('staffSetup.depositPolicy.allShifts');
    const shift = shifts.find((s) => s.model?.id === id);
    return shift ? local.shiftName(shift) : t('staffSetup.depositPolicy.unknownShift');
  };
  const people = (policy: PolicyValue) => {
    const min = lowestPeople(policy);
    if (policy.maxPeople === 0) return t('staffSetup.depositPolicy.peopleFrom', { min });
    if (policy.maxPeople === min) return t('staffSetup.depositPolicy.peopleExactly', { min });
    return t('staffSetup.depositPolicy.peopleRange', { min, max: policy.maxPeople });
  };
  const amount = (policy: PolicyValue) => {
    if (policy.amount === '0') return t('staffSetup.depositPolicy.free');
    const key = policy.mode === 'PER_PARTY' ? 'perParty' : 'perPerson';
    return t(`staffSetup.depositPolicy.${key}`, { amount: policy.amount, currency });
  };
  return {
    shiftName,
    describe: (policy: PolicyValue) => [shiftName(policy.shiftId), people(policy), amount(policy)].join(' · '),
  };
}
