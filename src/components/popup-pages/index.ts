// Importing registers the popup pages.
export { POPUP_PAGES } from './register-popup-pages';
