import { getOption, hasOption, type DescField, type DescMessage, type DescMethod } from '@bufbuild/protobuf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Access, max_len, required } from '@gen/common/v1/options_pb';
import { methodPath } from '@/services/rpc-transport';
import { accessOf } from '../../../server/rpc/access';
import { groupOf, serviceRegistrations } from '../../../server/routes';
import { addStaff, createMerchant, createStore, makeAdmin } from '../../helpers/org-fixtures';
import { rawCall } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Every registered method against every kind of caller, with the expected
// outcome derived from the method's declared (common.v1.access): a method
// added later, by anyone, is covered without touching this file.
//
// "Gets through" means the call is not refused as unauthenticated or
// permission_denied; what the handler then says about a minimal request
// (not found, invalid argument, ...) is its own business.

type Who = 'anonymous' | 'dinerA' | 'dinerB' | 'noPhone' | 'staffX' | 'staffY' | 'merchantStaff' | 'admin';
const EVERYONE: Who[] = ['anonymous', 'dinerA', 'dinerB', 'noPhone', 'staffX', 'staffY', 'merchantStaff', 'admin'];

type Outcome = 'through' | { code: string; message: string };
const UNAUTHENTICATED = { code: 'unauthenticated', message: 'unauthenticated' };
const NO_PHONE = { code: 'unauthenticated', message: 'please log in first' };
const NO_STORE = { code: 'permission_denied', message: 'no store permission' };
const NO_MERCHANT = { code: 'permission_denied', message: 'no merchant permission' };
const ADMINS_ONLY = { code: 'permission_denied', message: 'administrators only' };

/** What each caller gets from a method with this rule, store-scoped calls naming store X of merchant M. */
function expected(rule: Access, who: Who): Outcome {
  if (rule === Access.ANYONE) return 'through';
  if (who === 'anonymous') return UNAUTHENTICATED;
  switch (rule) {
    case Access.USER:
      return 'through';
    case Access.DINER:
      return who === 'noPhone' ? NO_PHONE : 'through';
    case Access.STORE_STAFF:
      return ['staffX', 'merchantStaff', 'admin'].includes(who) ? 'through' : NO_STORE;
    case Access.STAFF:
      return ['staffX', 'staffY', 'merchantStaff', 'admin'].includes(who) ? 'through' : NO_STORE;
    case Access.MERCHANT_STAFF:
      return ['merchantStaff', 'admin'].includes(who) ? 'through' : NO_MERCHANT;
    case Access.ADMIN:
      return who === 'admin' ? 'through' : ADMINS_ONLY;
    default:
      throw new Error(`the table does not know access rule ${Access[rule]}: add it`);
  }
}

let server: TestServer;
let merchantM = '';
let storeX = '';
const users: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  merchantM = await createMerchant(db, 'M');
  storeX = await createStore(db, merchantM, 'X');
  const merchantN = await createMerchant(db, 'N');
  const storeY = await createStore(db, merchantN, 'Y');
  for (const who of EVERYONE.filter((w) => w !== 'anonymous' && w !== 'noPhone')) {
    users[who] = (await server.createUserSession({ nickname: `table ${who}` })).userId;
  }
  users.noPhone = (await server.services.users.create({ nickname: 'table no phone' })).id;
  await addStaff(db, users.staffX!, merchantM, storeX, 'MANAGER');
  await addStaff(db, users.staffY!, merchantN, storeY, 'MANAGER');
  await addStaff(db, users.merchantStaff!, merchantM, null, 'MANAGER');
  await makeAdmin(db, users.admin!);
});
afterAll(() => server.close());

const UNKNOWN_ID = '999999999';

/** A value that passes a field's declared rules. */
function sample(field: DescField, depth: number): unknown {
  switch (field.fieldKind) {
    case 'message':
      return minimalRequest(field.message, depth + 1);
    case 'list':
      return [field.listKind === 'message' ? minimalRequest(field.message, depth + 1) : scalarSample(field)];
    case 'map':
      return { k: field.mapKind === 'message' ? minimalRequest(field.message, depth + 1) : scalarSample(field) };
    case 'enum':
      return field.enum.values.find((v) => v.number !== 0)?.name;
    case 'scalar':
      return scalarSample(field);
  }
}

function scalarSample(field: DescField): unknown {
  if (field.name === 'store_id') return storeX;
  if (field.name === 'merchant_id') return merchantM;
  const scalar = (field as { scalar?: number }).scalar;
  // ScalarType: 9 string, 8 bool, 12 bytes, 3/4/16/18/6 are 64-bit (JSON strings).
  if (scalar === 9) return 'x'.repeat(Math.min(1, hasOption(field, max_len) ? getOption(field, max_len) : 1));
  if (scalar === 8) return true;
  if (scalar === 12) return 'eA==';
  if ([3, 4, 6, 16, 18].includes(scalar ?? 0)) return UNKNOWN_ID;
  return 1;
}

/** Required fields filled (recursively), plus the store and merchant a scoped rule reads. */
function minimalRequest(message: DescMessage, depth = 0): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (depth > 4) return body;
  for (const field of message.fields) {
    const scope = depth === 0 && (field.name === 'store_id' || field.name === 'merchant_id');
    if (scope || getOption(field, required)) body[field.jsonName] = sample(field, depth);
  }
  return body;
}

/** A fresh session per call, so a call that logs out or kicks out cannot spoil the next. */
async function sessionOf(who: Who): Promise<string> {
  if (who === 'anonymous') return '';
  const { key } = await server.services.sessions.start(users[who]!, {
    clientPlatform: 'WECHAT_MINI_PROGRAM',
    platformId: 'table',
    deviceId: `table-${who}`,
  });
  return key;
}

async function call(method: DescMethod, who: Who, body = minimalRequest(method.input)) {
  const key = await sessionOf(who);
  const result = await rawCall(server.url, methodPath(method), JSON.stringify(body), {
    headers: { 'x-client-platform': 'WECHAT_MINI_PROGRAM', ...(key ? { 'x-session-key': key } : {}) },
  });
  return { status: result.status, code: result.json.code, message: result.json.message };
}

function methods() {
  return serviceRegistrations(server.services).flatMap(({ service }) =>
    service.methods.map((method) => ({ method, rule: accessOf(method, groupOf(service)) })),
  );
}

describe('authorization table', () => {
  it('covers the methods of every rule in use', () => {
    const rules = new Set(methods().map((m) => m.rule));
    for (const rule of [
      Access.ANYONE,
      Access.USER,
      Access.DINER,
      Access.STORE_STAFF,
      Access.MERCHANT_STAFF,
      Access.ADMIN,
    ]) {
      expect(rules.has(rule), Access[rule]).toBe(true);
    }
  });

  // Every method of every area times eight callers, one after another: it grows with
  // each new service (the CRM added eleven methods) and took over 30 s on a loaded
  // two-core machine, hence its own time limit. (staff setup)
  it('lets through exactly who each method declares, refusing the rest with the spec messages', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const { method, rule } of methods()) {
      for (const who of EVERYONE) {
        const want = expected(rule, who);
        const got = await call(method, who);
        checked++;
        const refused = got.code === 'unauthenticated' || got.code === 'permission_denied';
        const label = `${method.parent.typeName}/${method.name} [${Access[rule]}] as ${who}`;
        if (want === 'through') {
          if (refused) mismatches.push(`${label}: expected through, got ${got.code} '${got.message}'`);
          if (got.status >= 500) mismatches.push(`${label}: server error '${got.message}'`);
        } else if (got.code !== want.code || got.message !== want.message) {
          mismatches.push(
            `${label}: expected ${want.code} '${want.message}', got ${got.code ?? got.status} '${got.message}'`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBeGreaterThan(8 * 30);
    // Every method times eight callers, one after another: it grows with the API.
  }, 180_000);

  it("answers 'store does not exist' for an unknown store, to staff and strangers alike", async () => {
    let checked = 0;
    for (const { method, rule } of methods().filter((m) => m.rule === Access.STORE_STAFF)) {
      for (const who of ['merchantStaff', 'dinerA'] as Who[]) {
        const got = await call(method, who, { ...minimalRequest(method.input), storeId: UNKNOWN_ID });
        expect(got, `${method.name} as ${who} [${Access[rule]}]`).toMatchObject({
          code: 'permission_denied',
          message: 'store does not exist',
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("answers 'merchant does not exist' for an unknown merchant", async () => {
    for (const { method } of methods().filter((m) => m.rule === Access.MERCHANT_STAFF)) {
      const got = await call(method, 'merchantStaff', { ...minimalRequest(method.input), merchantId: UNKNOWN_ID });
      expect(got, method.name).toMatchObject({ code: 'permission_denied', message: 'merchant does not exist' });
    }
  });
});
