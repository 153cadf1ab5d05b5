export { ThirdPartyOrderBrowser } from './third-party-order-browser';
export { StatusTag, ThirdPartyOrderList, clockOf } from './third-party-order-list';
export { useGroupBuy } from './use-group-buy';
export { useShownLoad } from './use-shown-load';
