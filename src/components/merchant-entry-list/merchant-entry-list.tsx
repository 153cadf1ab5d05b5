import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { useStaff } from '@/components/staff-kit';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { showToast } from '@/services/feedback';
import { scanCode } from '@/services/scan';
import type { MerchantEntry } from './merchant-entries';
import './merchant-entry-list.scss';

export interface MerchantEntryListProps {
  entries: readonly MerchantEntry[];
  /** 'cards': the operation tab's big tiles; 'list': rows. */
  look?: 'cards' | 'list';
}

/** Entries that open their page; scan reads a booking code and searches for it. */
export function MerchantEntryList({ entries, look = 'list' }: MerchantEntryListProps) {
  const { t } = useTranslation();
  const { open, root } = useStaff();
  const run = async (entry: MerchantEntry) => {
    if (entry.route) return open(entry.route);
    if (entry.action === 'later') return showToast(t('staffOps.entry.later'));
    const text = await scanCode(root.platform);
    if (text) open(STAFF_ROUTES.orderSearch, { keyword: text });
  };
  return (
    <View className={`merchant-entries merchant-entries--${look}`}>
      {entries
        .filter((entry) => !entry.adminOnly || root.staffStanding.isAdmin)
        .map((entry) => (
          <View
            key={entry.key}
            className={`merchant-entries__entry merchant-entries__entry--${entry.key}`}
            onClick={() => void run(entry)}
          >
            <Text className='merchant-entries__label'>{t(entry.labelKey as 'staffOps.entry.booking')}</Text>
            {look === 'list' && <Text className='merchant-entries__arrow'>›</Text>}
          </View>
        ))}
    </View>
  );
}
