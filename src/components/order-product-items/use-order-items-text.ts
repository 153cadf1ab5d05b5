import { useTranslation } from '@/i18n/use-translation';
import { i18n } from '@/i18n/i18n';
import { zhHansOrderItems, type OrderItemsKey } from '@/i18n/locales/order-items/zh-hans';

const NS = 'orderItems';

// The texts are a namespace of their own, added when the first page showing a
// booking's products loads (a subpackage's), so the app's entry and the weapp
// main package carry none of them.
// Only the bundled language's: the others arrive with the rest of their language
// (i18n/locales/*-bundle.ts), so a mini-program's package holds none of them.
function register(): void {
  if (i18n.hasResourceBundle('zh-Hans', NS)) return;
  i18n.addResourceBundle('zh-Hans', NS, zhHansOrderItems);
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
