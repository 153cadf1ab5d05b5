// Spec section 7's fetch-all helper: pages of 100 until the total is reached.
export const FETCH_ALL_PAGE_SIZE = 100;
/** A day of a busy store stays well under this; past it something is wrong, not the day. */
const MAX_PAGES = 50;

export async function fetchAll<T>(
  page: (query: { limit: number; offset: number; shouldReturnTotal: boolean }) => Promise<{ list: T[]; total: number }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < MAX_PAGES; i++) {
    const { list, total } = await page({ limit: FETCH_ALL_PAGE_SIZE, offset: all.length, shouldReturnTotal: true });
    all.push(...list);
    if (list.length < FETCH_ALL_PAGE_SIZE || all.length >= total) break;
  }
  return all;
}
