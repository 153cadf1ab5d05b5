export { PopupStack } from './popup-stack';
export { registerPopupPage, popupPageComponent, type PopupPageProps } from './popup-registry';
