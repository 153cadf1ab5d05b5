import { enQueue } from './queue/en';
import { en } from './en';
import type { LanguageBundle } from './language-bundle.types';
import { enMall } from './mall/en';
import { enOrderItems } from './order-items/en';
import { enTicketing } from './ticketing/en';

export const enBundle: LanguageBundle = {
  translation: en,
  mall: enMall,
  ticketing: enTicketing,
  queue: enQueue,
  orderItems: enOrderItems,
};
