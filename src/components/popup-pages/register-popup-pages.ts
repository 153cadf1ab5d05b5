import { registerPopupPage } from '@/components/popup-stack';
import { StoreNoticePopup } from './store-notice-popup';

/** The pages the popup stack (and the page-modal-item page) can show, by name. */
export const POPUP_PAGES = {
  storeNotice: 'store-notice',
} as const;

registerPopupPage(POPUP_PAGES.storeNotice, StoreNoticePopup);
