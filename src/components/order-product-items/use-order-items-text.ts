import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { enOrderItems } from '@/i18n/locales/order-items/en';
import { zhHansOrderItems, type OrderItemsKey } from '@/i18n/locales/order-items/zh-hans';
import { zhHantOrderItems } from '@/i18n/locales/order-items/zh-hant';

const NS = 'orderItems';

// The texts are a namespace of their own, added when the first page showing a
// booking's products loads (a subpackage's), so the app's entry and the weapp
// main package carry none of them.
function register(): void {
  if (i18n.hasResourceBundle('zh-Hans', NS)) return;
  i18n.addResourceBundle('zh-Hans', NS, zhHansOrderItems);
  i18n.addResourceBundle('zh-Hant', NS, zhHantOrderItems);
  i18n.addResourceBundle('en', NS, enOrderItems);
}

export type OrderItemsText = (key: OrderItemsKey, options?: Record<string, unknown>) => string;

const orderItemsText: OrderItemsText = (key, options) => {
  register();
  const translate = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return translate(key, { ns: NS, keySeparator: false, ...options });
};

/** Typed keys, re-rendered when the language changes. */
export function useOrderItemsText(): OrderItemsText {
  // Subscribes the component to language changes.
  useTranslation();
  return orderItemsText;
}
