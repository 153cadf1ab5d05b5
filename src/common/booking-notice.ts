// Shared by client and server (the first screen index.html carries links its book button the same way).
// Spec section 2: starting a booking shows the store's notice first when it
// has one (non-blank text, or images); otherwise booking-before at once. The
// client config's show-notice-page flag can turn the notice page off.

export interface NoticeSource {
  bookingConfig?: { notice?: { text?: { content: string }; imageList: readonly unknown[] } };
}

export function hasBookingNotice(store: NoticeSource | undefined): boolean {
  const notice = store?.bookingConfig?.notice;
  if (!notice) return false;
  return (notice.text?.content ?? '').trim() !== '' || notice.imageList.length > 0;
}

/** The page a "book" button opens for a store. */
export function bookingStartPage(store: NoticeSource | undefined, showNoticePage: boolean): 'notice' | 'bookingBefore' {
  return showNoticePage && hasBookingNotice(store) ? 'notice' : 'bookingBefore';
}
