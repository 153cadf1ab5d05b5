import { Text } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import './blacklist-mark.scss';

export interface BlacklistMarkProps {
  /** Why the merchant blacklisted the diner (CRM). */
  reason: string;
  /** Just the word, where there is no room for the reason (timeline blocks, table cells). */
  compact?: boolean;
}

/** The board's warning on an order whose diner the merchant has blacklisted. */
export function BlacklistMark({ reason, compact }: BlacklistMarkProps) {
  const { t } = useTranslation();
  return (
    <Text className={compact ? 'blacklist-mark blacklist-mark--compact' : 'blacklist-mark'}>
      {compact ? t('staffOps.board.blacklisted') : t('staffOps.board.blacklistedBecause', { reason })}
    </Text>
  );
}
