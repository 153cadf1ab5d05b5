import type { DescField, DescMethod } from '@bufbuild/protobuf';
import { getOption } from '@bufbuild/protobuf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { required } from '@gen/common/v1/options_pb';
import { methodPath } from '@/services/rpc-transport';
import { serviceRegistrations } from '../../../server/routes';
import { rawCall, type RawResult } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Driven by the registered service descriptors: every method added later is
// covered without touching this file.

let server: TestServer;
let sessionKey = '';
beforeAll(async () => {
  server = await startTestServer({ rpcBodyLimitBytes: 64 * 1024 });
  sessionKey = (await server.createUserSession()).sessionKey;
});
afterAll(() => server.close());

function allMethods(): DescMethod[] {
  // Services are only read for their descriptors here; handlers are not called.
  return serviceRegistrations(server.services).flatMap((r) => r.service.methods);
}

function wrongValue(field: DescField): unknown {
  switch (field.fieldKind) {
    case 'list':
      return 'not-a-list';
    case 'map':
      return ['not', 'a', 'map'];
    case 'message':
      return field.message.typeName.startsWith('google.protobuf.') ? { nested: true } : 42;
    case 'enum':
      return { not: 'an enum' };
    case 'scalar':
      return typeof field.scalar === 'number' && field.scalar === 9 /* string */ ? 12345 : 'not-a-number';
  }
}

function expectCleanRefusal(result: RawResult, context: string) {
  expect(result.status, `${context}: ${result.text}`).toBeGreaterThanOrEqual(400);
  expect(result.status, `${context}: ${result.text}`).toBeLessThan(500);
  expect(typeof result.json.code, context).toBe('string');
  expect(result.json.message, context).toBeTruthy();
  expect(result.text, context).not.toMatch(/\n\s+at |\.ts:\d+/);
}

const call = (method: DescMethod, body: string, extra: Parameters<typeof rawCall>[3] = {}) =>
  rawCall(server.url, methodPath(method), body, {
    ...extra,
    headers: { 'x-session-key': sessionKey, ...extra.headers },
  });

describe('bad input to every registered method', () => {
  it('has methods to check', () => {
    expect(allMethods().length).toBeGreaterThan(3);
  });

  it('refuses malformed JSON', async () => {
    for (const method of allMethods()) {
      for (const body of ['{"a":', 'nonsense', '[1,2', '{"x": undefined}']) {
        const result = await call(method, body);
        expectCleanRefusal(result, `${method.parent.typeName}/${method.name} ${body}`);
        expect(result.json.code).toBe('invalid_argument');
      }
    }
  });

  it('refuses JSON that is not an object', async () => {
    for (const method of allMethods()) {
      for (const body of ['[]', '"text"', '42', 'true']) {
        expectCleanRefusal(await call(method, body), `${method.name} ${body}`);
      }
    }
  });

  it('refuses a wrong type in every field', async () => {
    for (const method of allMethods()) {
      for (const field of method.input.fields) {
        const body = JSON.stringify({ [field.jsonName]: wrongValue(field) });
        const result = await call(method, body);
        expectCleanRefusal(result, `${method.name}.${field.jsonName} = ${body}`);
      }
    }
  });

  it('refuses unknown enum values', async () => {
    for (const method of allMethods()) {
      for (const field of method.input.fields.filter((f) => f.fieldKind === 'enum')) {
        const result = await call(method, JSON.stringify({ [field.jsonName]: 'NO_SUCH_VALUE' }));
        expectCleanRefusal(result, `${method.name}.${field.jsonName}`);
      }
    }
  });

  it('refuses a request missing a required field, naming the field', async () => {
    let checked = 0;
    for (const method of allMethods()) {
      const requiredFields = method.input.fields.filter((f) => getOption(f, required));
      if (requiredFields.length === 0) continue;
      checked++;
      const result = await call(method, '{}');
      expectCleanRefusal(result, method.name);
      expect(result.json.code).toBe('invalid_argument');
      expect(result.json.message).toBe(`${requiredFields[0].jsonName} is required`);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses an oversized body before reading it all', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(100 * 1024) });
    for (const method of allMethods()) {
      const result = await call(method, big);
      expectCleanRefusal(result, method.name);
      expect(result.status).toBe(413);
      expect(result.json).toEqual({ code: 'resource_exhausted', message: 'request body too large' });
    }
  });

  it('refuses a bad signature', async () => {
    for (const method of allMethods()) {
      const result = await call(method, '{}', {
        sign: false,
        headers: { 'x-nonce': 'n', 'x-timestamp': String(Date.now()), 'x-signature': 'v1=0' },
      });
      expectCleanRefusal(result, method.name);
      expect(result.status).toBe(403);
    }
  });

  it('refuses a body that is not JSON by content type', async () => {
    for (const method of allMethods()) {
      const result = await call(method, 'a=1', { contentType: 'application/x-www-form-urlencoded' });
      expectCleanRefusal(result, method.name);
    }
  });

  it('answers a Connect error, not an HTML page, for unknown methods under /grpc', async () => {
    for (const path of ['/grpc/public/nope.v1.Nothing/Here', '/grpc/unknown-group/x', '/grpc/']) {
      const result = await rawCall(server.url, path, '{}');
      expect(result.status).toBe(404);
      expect(result.headers.get('content-type')).toContain('application/json');
      expect(result.json.code).toBe('unimplemented');
    }
  });

  it('keeps serving after all of the above', async () => {
    const result = await rawCall(server.url, '/grpc/public/platform.v1.ReferenceDataService/ListRegions', '{}');
    expect(result.status).toBe(200);
  });
});
