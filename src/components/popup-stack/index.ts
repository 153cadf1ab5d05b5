export { PopupStack } from './lazy-popup-stack';
export { registerPopupPage, popupPageComponent, type PopupPageProps } from './popup-registry';
