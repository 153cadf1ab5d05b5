import type { LanguageBundle } from './language-bundle.types';
import { zhHantMall } from './mall/zh-hant';
import { zhHantOrderItems } from './order-items/zh-hant';
import { zhHantQueue } from './queue/zh-hant';
import { zhHantTicketing } from './ticketing/zh-hant';
import { zhHant } from './zh-hant';

export const zhHantBundle: LanguageBundle = {
  translation: zhHant,
  mall: zhHantMall,
  ticketing: zhHantTicketing,
  queue: zhHantQueue,
  orderItems: zhHantOrderItems,
};
