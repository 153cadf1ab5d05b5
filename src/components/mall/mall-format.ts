import { compareCents } from '@/common/money-format';
import { isMallCarrier } from '@/common/mall-carriers';
import {
  MallOrder_CloseReason,
  MallOrder_Status,
  MallShipment_Status,
  type MallShipment,
} from '@/gen/mall/v1/mall_order_pb';
import type { MallProduct } from '@/gen/mall/v1/mall_pb';
import type { MallKey } from '@/i18n/locales/mall/zh-hans';
import { listedSkus } from '@/stores/mall/sku-choice';
import { storeInstant } from '@/utils/diner/store-time';

/** The lowest price of a product's listed SKUs, or '' when it has none. */
export function lowestPrice(product: MallProduct): string {
  const prices = listedSkus(product).map((s) => s.price);
  return prices.reduce<string>((low, p) => (low === '' || compareCents(p, low) < 0 ? p : low), '');
}

export function orderStatusKey(status: MallOrder_Status): MallKey {
  const name = (MallOrder_Status[status] ?? 'WAIT_PAYMENT') as keyof typeof MallOrder_Status;
  return (name === 'STATUS_UNSPECIFIED' ? 'status.WAIT_PAYMENT' : `status.${name}`) as MallKey;
}

export function closeReasonKey(reason: MallOrder_CloseReason): MallKey | null {
  const name = MallOrder_CloseReason[reason] as keyof typeof MallOrder_CloseReason | undefined;
  return !name || name === 'CLOSE_REASON_UNSPECIFIED' ? null : (`close.${name}` as MallKey);
}

/** A parcel's status as the diner reads it; a pick-up parcel waits at the store and is picked up. */
export function shipmentStatusKey(status: MallShipment_Status, selfPickup = false): MallKey {
  const name = (MallShipment_Status[status] ?? 'CREATED') as keyof typeof MallShipment_Status;
  const shown = name === 'STATUS_UNSPECIFIED' ? 'CREATED' : name;
  if (selfPickup && (shown === 'CREATED' || shown === 'DELIVERED')) return `shipment.pickup.${shown}`;
  return `shipment.${shown}` as MallKey;
}

/**
 * The carrier of a parcel in the reader's language: a listed carrier's name,
 * or the name typed for OTHER (and for parcels from before the list); '' when
 * it has none yet.
 */
export function carrierName(shipment: MallShipment, text: (key: MallKey) => string): string {
  const code = shipment.carrierCode;
  if (code && code !== 'OTHER' && isMallCarrier(code)) return text(`carrier.${code}`);
  return shipment.carrier || (code ? text('carrier.OTHER') : '');
}

/** An instant on the store's wall clock (the order carries the store's zone). */
export function atStore(t: { seconds: bigint } | undefined, timezone: string): string {
  return t ? storeInstant(t, timezone || 'Asia/Shanghai') : '';
}
