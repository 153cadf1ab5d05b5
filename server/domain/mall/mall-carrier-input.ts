import {
  isMallCarrier,
  MALL_CARRIER_NAME_MAX,
  MALL_TRACKING_NUMBER,
  type MallCarrierCode,
} from '@common/mall-carriers';
import { domainError } from '../errors';

export interface CarrierInput {
  /** A listed carrier, or '' (with a typed name: OTHER, as older clients send it). */
  carrierCode: string;
  /** The typed name, for OTHER. */
  carrier: string;
  trackingNumber: string;
}

export interface CarrierChoice {
  carrierCode: MallCarrierCode;
  /** The typed name for OTHER; '' for a listed carrier (the client names it in the reader's language). */
  carrier: string;
  trackingNumber: string;
}

/** Whether the input names a carrier or a tracking number at all. */
export function namesCarrier(input: CarrierInput): boolean {
  return Boolean(input.carrierCode.trim() || input.carrier.trim() || input.trackingNumber.trim());
}

/**
 * The carrier a parcel is handed to, checked: a listed code (unknown ones are
 * refused), a typed name for OTHER, and a tracking number.
 */
export function carrierOf(input: CarrierInput): CarrierChoice {
  const typed = input.carrier.trim();
  const trackingNumber = input.trackingNumber.trim();
  const code = input.carrierCode.trim() || (typed ? 'OTHER' : '');
  if (code && !isMallCarrier(code)) throw domainError('invalid', 'mallCarrierUnknown');
  if (!code || (code === 'OTHER' && (!typed || typed.length > MALL_CARRIER_NAME_MAX))) {
    throw domainError('invalid', 'mallCarrierRequired');
  }
  if (!MALL_TRACKING_NUMBER.test(trackingNumber)) throw domainError('invalid', 'mallTrackingNumberRequired');
  return { carrierCode: code as MallCarrierCode, carrier: code === 'OTHER' ? typed : '', trackingNumber };
}
