import { dayjs } from '@/i18n/dayjs-setup';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import { STAFF_ROUTES, staffUrl } from '@/routing/staff-routes';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** What staff pages share: the staff store, moving between staff pages, the week start, date labels. */
export function useStaff() {
  const root = useRootStore();
  const { t, i18n } = useTranslation();
  const { staff, navigator, settings } = root;
  const setting = settings.weekStart;
  // "System" follows the language's custom: Monday in Chinese, Sunday in English.
  const weekStart: 0 | 1 | 6 = setting === 'system' ? (i18n.language === 'en' ? 0 : 1) : setting;
  return {
    root,
    staff,
    navigator,
    weekStart,
    open: (route: string, query?: Record<string, string | number | undefined>) =>
      void navigator.navigateTo(staffUrl(route, query)),
    openOrder: (id: string) => void navigator.navigateTo(staffUrl(STAFF_ROUTES.orderDetail, { id })),
    back: () => void navigator.back(),
    /** A business date as the board heads it: "11月22日 周六". */
    dateLabel: (date: string) => (date ? dayjs(date).format(t('staffOps.board.dateFormat')) : ''),
  };
}
