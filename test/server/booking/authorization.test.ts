import { getOption, type DescField, type DescMessage, type DescMethod } from '@bufbuild/protobuf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { max_len, required } from '@gen/common/v1/options_pb';
import { methodPath } from '@/services/rpc-transport';
import { serviceRegistrations } from '../../../server/routes';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { rawCall } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Who may call each booking-engine service, stated here on its own: the test
// proves the server enforces it for every method and every kind of caller.
type Rule = 'ANYONE' | 'USER' | 'DINER' | 'STORE' | 'STAFF' | 'ADMIN';
const SERVICES: Record<string, Rule> = {
  'store.v1.StoreService': 'ANYONE',
  'store.v1.PermittedStoreService': 'STAFF',
  'store.v1.StoreSettingService': 'STORE',
  'store.v1.StoreBusinessConfigService': 'STORE',
  'store.v1.StoreCollectionService': 'ADMIN',
  'store.v1.StoreBusinessPlanService': 'STORE',
  'store.v1.StoreShiftService': 'STORE',
  'store.v1.StoreTableService': 'STORE',
  'store.v1.StoreDailyMemoService': 'STORE',
  'store.v1.StoreFloorPlanService': 'STORE',
  'booking.v1.StoreBookingRuleService': 'STORE',
  // what the booking page shows before login: days, times, the deposit a choice asks
  'booking.v1.DinerAvailabilityService': 'ANYONE',
  'booking.v1.StoreAvailabilityService': 'STORE',
  'booking.v1.DinerBookingOrderService': 'USER',
  'booking.v1.StoreBookingOrderService': 'STORE',
  'booking.v1.StoreBookingActionService': 'STORE',
  'booking.v1.StoreBookingModifyService': 'STORE',
  'booking.v1.BookingTagService': 'STORE',
  'booking.v1.BookingTakerService': 'STORE',
  'booking.v1.BookingChannelService': 'STORE',
  // deposits and final payments
  'booking.v1.StoreDepositService': 'STORE',
  // diner app: the booking quote, share links
  'booking.v1.DinerBookingQuoteService': 'ANYONE',
  'booking.v1.DinerBookingOrderShareService': 'USER',
  'booking.v1.PublicBookingOrderShareService': 'ANYONE',
  // staff app: bookings
  'booking.v1.StoreBookingBoardService': 'STORE',
  // notifications and invitations: invitation templates, the shared invitation
  'booking.v1.InvitationTemplateService': 'STORE',
  'booking.v1.PublicInvitationService': 'ANYONE',
  // fapiao titles (a diner's own; staff on their store's orders) and staff delete of an order
  'booking.v1.DinerFapiaoTitleService': 'DINER',
  'booking.v1.StoreOrderFapiaoService': 'STORE',
  'booking.v1.StoreBookingOrderDeleteService': 'STORE',
  // third-party group-buying orders and the store's platform binding
  'booking.v1.StoreThirdPartyOrderService': 'STORE',
  'booking.v1.StoreThirdPartyBindingService': 'STORE',
  'booking.v1.StoreGroupBuyVoucherService': 'STORE',
  // private dining (book-out) requests: the diner's own, and the store's
  'booking.v1.DinerBookOutFormService': 'DINER',
  'booking.v1.StoreBookOutFormService': 'STORE',
  // the door's dynamic codes: the diner shows one, the store's staff validate it
  'booking.v1.DynamicCodeService': 'STORE',
  // products served with a booking: the store's staff change them, the diner reads their own
  'booking.v1.StoreOrderProductItemService': 'STORE',
  'booking.v1.DinerOrderProductItemService': 'DINER',
  // the walk-in queue: the host stand's staff, and any logged-in diner for their own number
  'booking.v1.StoreQueueService': 'STORE',
  // walk-ins seated at the host stand
  'booking.v1.StoreWalkInService': 'STORE',
  'booking.v1.DinerQueueService': 'USER',
  // the waitlist: a logged-in diner for their own entries
  'booking.v1.DinerWaitlistService': 'USER',
  'booking.v1.StoreWaitlistService': 'STORE',
};
// A diner's writes need a phone-logged diner.
const METHODS: Record<string, Rule> = {
  'booking.v1.DinerBookingOrderService/CreateBookingOrder': 'DINER',
  'booking.v1.DinerBookingOrderService/CancelMyBookingOrder': 'DINER',
  'booking.v1.DinerBookingOrderService/ModifyMyDinerRemark': 'DINER',
  'booking.v1.DinerBookingOrderService/ModifyMyPax': 'DINER',
  'booking.v1.DinerBookingOrderService/ModifyMyExtendedJson': 'DINER',
  'booking.v1.DinerBookingOrderService/BindInviteCode': 'DINER',
  // the waitlist: joining and booking an offer need a phone-logged diner
  'booking.v1.DinerWaitlistService/JoinWaitlist': 'DINER',
  'booking.v1.DinerWaitlistService/AcceptWaitlistOffer': 'DINER',
  // diner app
  'booking.v1.DinerBookingOrderShareService/CreateBookingOrderShare': 'DINER',
  'booking.v1.DynamicCodeService/GetDynamicCode': 'DINER',
};

type Role = 'anonymous' | 'noPhone' | 'diner' | 'staffX' | 'staffY' | 'merchant' | 'admin';
const ROLES: Role[] = ['anonymous', 'noPhone', 'diner', 'staffX', 'staffY', 'merchant', 'admin'];
const UNAUTH = { code: 'unauthenticated' };
const NO_STORE = { code: 'permission_denied', message: 'no store permission' };
/** What the access check answers a role under a rule; undefined: let through. */
function refusal(rule: Rule, role: Role): Record<string, string> | undefined {
  if (rule === 'ANYONE') return undefined;
  if (role === 'anonymous') return UNAUTH;
  switch (rule) {
    case 'USER':
      return undefined;
    case 'DINER':
      return role === 'noPhone' ? { code: 'unauthenticated', message: 'please log in first' } : undefined;
    case 'STORE':
      return ['staffX', 'merchant', 'admin'].includes(role) ? undefined : NO_STORE;
    case 'STAFF':
      return ['noPhone', 'diner'].includes(role) ? NO_STORE : undefined;
    case 'ADMIN':
      return role === 'admin' ? undefined : { code: 'permission_denied', message: 'administrators only' };
  }
}

let server: TestServer;
let f: BookingFixture;
const keys: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  const noPhone = await server.services.users.create({ nickname: 'no phone' });
  keys.noPhone = (
    await server.services.sessions.start(noPhone.id, { clientPlatform: 'WEB', platformId: 'web', deviceId: 'd' })
  ).key;
  keys.diner = f.dinerA.sessionKey;
  keys.staffX = f.staffX.sessionKey;
  keys.staffY = f.staffY.sessionKey;
  keys.merchant = f.merchantStaff.sessionKey;
  keys.admin = f.admin.sessionKey;
});
afterAll(() => server.close());

/** A request that passes the field rules: required fields filled, ids naming nothing but store X. */
function requestFor(message: DescMessage): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of message.fields) {
    if (field.name === 'store_id') {
      body[field.jsonName] = f.x.storeId;
      continue;
    }
    if (!getOption(field, required)) continue;
    body[field.jsonName] = valueFor(field);
  }
  return body;
}

function valueFor(field: DescField): unknown {
  const one = (): unknown => {
    if (field.fieldKind === 'message' || (field.fieldKind === 'list' && field.listKind === 'message')) {
      return requestFor(field.message!);
    }
    if (field.fieldKind === 'enum' || (field.fieldKind === 'list' && field.listKind === 'enum')) return 1;
    const scalar = field.scalar;
    if (scalar === 9) return getOption(field, max_len) === 10 ? '2030-01-01' : 'x';
    if (scalar === 3 || scalar === 4 || scalar === 18 || scalar === 6 || scalar === 16) return '999999';
    if (scalar === 8) return true;
    return 1;
  };
  return field.fieldKind === 'list' ? [one()] : one();
}

const ACCESS_REFUSALS = ['unauthenticated', 'no store permission', 'administrators only', 'please log in first'];

describe('every booking-engine call, for every kind of caller', () => {
  const methods = (): DescMethod[] =>
    serviceRegistrations(server.services)
      .map((r) => r.service)
      .filter((s) => s.typeName in SERVICES)
      .flatMap((s) => s.methods);

  it('covers every service this engine mounts', () => {
    const mounted = serviceRegistrations(server.services)
      .map((r) => r.service.typeName)
      .filter((n) => /^(store|booking)\.v1\./.test(n));
    expect(mounted.sort()).toEqual(Object.keys(SERVICES).sort());
  });

  for (const role of ROLES) {
    it(`answers ${role} as its rule says`, async () => {
      let checked = 0;
      for (const method of methods()) {
        const rule = METHODS[`${method.parent.typeName}/${method.name}`] ?? SERVICES[method.parent.typeName];
        const key = keys[role];
        const result = await rawCall(server.url, methodPath(method), JSON.stringify(requestFor(method.input)), {
          headers: key ? { 'x-session-key': key } : {},
        });
        const context = `${role} -> ${method.parent.typeName}/${method.name} (${rule}): ${result.text}`;
        const expected = refusal(rule, role);
        if (expected) {
          expect(result.json, context).toMatchObject(expected);
        } else {
          expect(ACCESS_REFUSALS, context).not.toContain(result.json.message ?? '');
          expect(result.json.code, context).not.toBe('unauthenticated');
          expect(result.status, context).toBeLessThan(500);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(90);
    }, 60_000);
  }
});
