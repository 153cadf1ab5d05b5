import type { TicketingEvent } from '../../gen/ticketing/v1/ticketing_pb';
import type { PublicEventsClient } from '../../services/public-events-api';
import { PagedList } from '../diner/paged-list';

/**
 * Events whose sale has not ended, soonest sale end first: one store's, one merchant's,
 * or every store's. Its own file, so the lists on home and the store page bring only
 * the public events client.
 */
export function eventsOnSale(
  events: Pick<PublicEventsClient, 'queryTicketingEvents'>,
  where: { storeId?: string; merchantId?: string } = {},
  pageSize?: number,
): PagedList<TicketingEvent> {
  return new PagedList(
    async (offset, limit) =>
      events.queryTicketingEvents({
        storeId: where.storeId || '0',
        merchantId: where.merchantId || '0',
        query: { offset, limit },
      }),
    pageSize,
  );
}
