import type { Store } from '../../gen/store/v1/store_pb';
import { DINER_ROUTES, pageUrl } from '../../routing/diner-routes';
import { bookingStartPage } from '../../utils/diner/booking-notice';

/** Where a "book" button goes: the notice page when the store has one to show, else booking-before. */
export function bookingStartUrl(store: Store, showNoticePage: boolean): string {
  const storeId = store.model?.id ?? '';
  return bookingStartPage(store, showNoticePage) === 'notice'
    ? pageUrl(DINER_ROUTES.notice, { storeId })
    : pageUrl(DINER_ROUTES.bookingBefore, { storeId });
}
