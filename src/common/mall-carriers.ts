// The carriers a mall parcel can be handed to: common ones in Macau, Hong Kong
// and mainland China, plus OTHER with a typed name. Their names are texts in
// each language (the mall namespace's `carrier.*`). There is no carrier
// integration: nothing reports a parcel's progress, staff mark it delivered,
// and no tracking link is offered (no carrier's public tracking address is
// recorded here).
export const MALL_CARRIERS = [
  'SF_EXPRESS',
  'MACAU_POST',
  'HONGKONG_POST',
  'EMS',
  'JD_LOGISTICS',
  'ZTO',
  'YTO',
  'STO',
  'YUNDA',
  'OTHER',
] as const;

export type MallCarrierCode = (typeof MALL_CARRIERS)[number];

export function isMallCarrier(code: string): code is MallCarrierCode {
  return (MALL_CARRIERS as readonly string[]).includes(code);
}

/** A typed carrier name for OTHER: at most this many characters. */
export const MALL_CARRIER_NAME_MAX = 40;

/** A tracking number: letters, digits and hyphens, at most 40. */
export const MALL_TRACKING_NUMBER = /^[A-Za-z0-9-]{1,40}$/;
