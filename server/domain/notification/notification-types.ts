// The names of spec section 3 (notification event types, channels, delivery
// statuses), as the proto enums of push.v1 spell them.

export const EVENT_TYPES = [
  'LOGIN_VERIFICATION',
  'CREATE_BOOKING_ORDER',
  'STORE_CONFIRM',
  'CREATE_IM_MESSAGE',
  'CREATE_FEAST_PARTICIPANT',
  'CLOSE_FEAST_PARTICIPANT',
  'CLOSE_BOOKING_ORDER',
  'WAIT_CANCEL_PROCESS',
  'STORE_CLOSE',
  'REMIND_ARRIVAL',
  'REMIND_DEPOSIT_PAYMENT',
  'REMIND_DEPOSIT_CHANGE',
  'CONTACT_DINER_TO_CONFIRM',
  'FEAST_DEPOSIT_REFUNDED',
  'QUEUE_CALLED',
  'MODIFY_BOOKING_ORDER',
  'FEAST_DEPOSIT_PAID',
  'WAITLIST_OFFERED',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The channels with an adapter. The spec's others (short-video, lifestyle, website app, passport) have none yet. */
export const CHANNELS = ['SMS', 'WECHAT_MINI_PROGRAM', 'WECHAT_OFFICIAL_ACCOUNT', 'ALIPAY_MINI_PROGRAM'] as const;
export type Channel = (typeof CHANNELS)[number];

export type DeliveryStatus = 'INIT' | 'PENDING' | 'SUCCESS' | 'FAIL' | 'SKIP';

/** Who an event is for: the diner of the subject, or the store's staff. */
export type Audience = 'DINER' | 'STORE';

export type SubjectKind =
  'BOOKING_ORDER' | 'FEAST_PARTICIPANT' | 'IM_MESSAGE' | 'USER' | 'QUEUE_TICKET' | 'WAITLIST_ENTRY';

/**
 * Why a delivery was skipped or failed; shown to staff in the order log and
 * named in the push errors of spec section 8 where one applies.
 */
export const DELIVERY_REASONS = [
  'DINER_MUTED',
  'NO_PHONE',
  'PHONE_FORMAT_ERROR',
  'NOT_FOLLOWING',
  'NOT_SUBSCRIBED',
  'TEMPLATE_NOT_CONFIGURED',
  'TEMPLATE_NOT_FOUND',
  'NO_RECIPIENT',
  'QUIET_HOURS',
  'TOO_LATE',
  'PROVIDER_REJECTED',
  'PROVIDER_UNAVAILABLE',
  'OUTCOME_UNKNOWN',
] as const;
export type DeliveryReason = (typeof DELIVERY_REASONS)[number];

interface EventSpec {
  audience: Audience;
  /** Channels the platform's default scene turns on for this event. */
  channels: readonly Channel[];
  /** Store events a store's auto-push SMS config sends by default. */
  smsByDefault: boolean;
}

const DINER_APPS: readonly Channel[] = ['SMS', 'WECHAT_MINI_PROGRAM', 'ALIPAY_MINI_PROGRAM', 'WECHAT_OFFICIAL_ACCOUNT'];

/** The default scenes: who each event is for and on which channels it goes. */
export const EVENT_SPECS: Record<EventType, EventSpec> = {
  LOGIN_VERIFICATION: { audience: 'DINER', channels: ['SMS'], smsByDefault: true },
  CREATE_BOOKING_ORDER: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  STORE_CONFIRM: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  CREATE_IM_MESSAGE: {
    audience: 'DINER',
    channels: ['WECHAT_MINI_PROGRAM', 'ALIPAY_MINI_PROGRAM', 'WECHAT_OFFICIAL_ACCOUNT'],
    smsByDefault: false,
  },
  // A diner's own doings are confirmed to them by SMS too: joining a feast, paying for it, cancelling.
  CREATE_FEAST_PARTICIPANT: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  CLOSE_FEAST_PARTICIPANT: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  CLOSE_BOOKING_ORDER: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  WAIT_CANCEL_PROCESS: { audience: 'STORE', channels: ['WECHAT_OFFICIAL_ACCOUNT'], smsByDefault: false },
  STORE_CLOSE: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  REMIND_ARRIVAL: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  REMIND_DEPOSIT_PAYMENT: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  REMIND_DEPOSIT_CHANGE: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  CONTACT_DINER_TO_CONFIRM: { audience: 'STORE', channels: ['WECHAT_OFFICIAL_ACCOUNT'], smsByDefault: false },
  FEAST_DEPOSIT_REFUNDED: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  QUEUE_CALLED: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  MODIFY_BOOKING_ORDER: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  FEAST_DEPOSIT_PAID: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
  WAITLIST_OFFERED: { audience: 'DINER', channels: DINER_APPS, smsByDefault: true },
};

/** Events of a store that its auto-push SMS config can switch (login codes are not a store's). */
export const STORE_SMS_EVENTS: readonly EventType[] = EVENT_TYPES.filter(
  (type) => type !== 'LOGIN_VERIFICATION' && EVENT_SPECS[type].channels.includes('SMS'),
);

export const DEFAULT_SMS_EVENTS: readonly EventType[] = STORE_SMS_EVENTS.filter(
  (type) => EVENT_SPECS[type].smsByDefault,
);

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

export function isChannel(value: string): value is Channel {
  return (CHANNELS as readonly string[]).includes(value);
}

/** Mini-program channels need a subscription per template; the official account needs a follow. */
export function isMiniProgram(channel: Channel): boolean {
  return channel === 'WECHAT_MINI_PROGRAM' || channel === 'ALIPAY_MINI_PROGRAM';
}
