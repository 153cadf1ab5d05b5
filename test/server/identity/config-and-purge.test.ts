import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSessionService } from '@gen/identity/v1/user_session_service_pb';
import { PURGE_JOB } from '../../../server/domain/identity/identity-purge';
import { loadIdentityConfig } from '../../../server/providers/identity-config';
import { outboxCode, smsLogin } from '../../helpers/identity';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

describe('identity configuration', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-identity-config-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = (entries: unknown) => {
    const at = path.join(dir, `providers-${Math.random()}.json`);
    fs.writeFileSync(at, JSON.stringify(entries));
    return at;
  };

  it('reads provider apps from a file, with secrets taken from the environment it names', () => {
    const providers = file([
      { kind: 'WECHAT_MINI_PROGRAM', appId: 'wx1', secretEnv: 'WX1_SECRET' },
      { kind: 'ALIPAY', appId: '2021', privateKeyEnv: 'ALI_KEY', alipayPublicKeyEnv: 'ALI_PUB', baseUrl: 'http://x' },
    ]);
    const config = loadIdentityConfig(
      { IDENTITY_PROVIDERS_FILE: providers, WX1_SECRET: 's1', ALI_KEY: 'k', ALI_PUB: 'p' },
      dir,
      false,
    );
    expect(config.providerApps).toEqual([
      expect.objectContaining({ kind: 'WECHAT_MINI_PROGRAM', appId: 'wx1', secret: 's1' }),
      expect.objectContaining({
        kind: 'ALIPAY',
        appId: '2021',
        privateKey: 'k',
        alipayPublicKey: 'p',
        baseUrl: 'http://x',
      }),
    ]);
  });

  it('stops at start when a named secret is missing, naming the variable and not a value', () => {
    const providers = file([{ kind: 'XHS_MINI_APP', appId: 'x', secretEnv: 'XHS_SECRET' }]);
    expect(() => loadIdentityConfig({ IDENTITY_PROVIDERS_FILE: providers }, dir, false)).toThrow(
      /names XHS_SECRET, which is not set/,
    );
    expect(() =>
      loadIdentityConfig({ IDENTITY_PROVIDERS_FILE: file([{ kind: 'FAX', appId: 'f' }]) }, dir, false),
    ).toThrow(/kind must be one of/);
  });

  it('reads Aliyun SMS and the allowed redirect origins', () => {
    const config = loadIdentityConfig(
      {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: 'FeastBook',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        PASSPORT_ALLOWED_ORIGINS: 'https://a.example/, https://b.example',
      },
      dir,
      false,
    );
    expect(config.sms).toMatchObject({ provider: 'aliyun', endpoint: 'https://dysmsapi.aliyuncs.com' });
    expect(config.allowedRedirectOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(() => loadIdentityConfig({ SMS_PROVIDER: 'aliyun' }, dir, false)).toThrow(/ALIYUN_SMS_ACCESS_KEY_ID/);
  });
});

describe('identity housekeeping job', () => {
  const clock = testClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, undefined, false, { now: clock.now });
  });
  afterAll(() => server.close());

  it('purges spent codes and long-ended sessions on its hourly run, keeping what rules still read', async () => {
    const db = server.database.db;
    const old = await smsLogin(server, '13100000001');
    await server.client(UserSessionService, { sessionKey: old.sessionKey }).createSessionPassportCode({});
    await server.services.sessions.end((await server.services.sessions.resolve(old.sessionKey))!.session.id);
    clock.advance(40 * 24 * 3600_000);
    const recent = await smsLogin(server, '13100000002');
    expect(outboxCode(server, '13100000002')).toBeTruthy();

    await server.services.identityPurge.schedule();
    expect(await server.services.jobs.runDue(clock.now())).toBe(1);
    expect(await db.selectFrom('sms_verification').select('phone').execute()).toEqual([{ phone: '13100000002' }]);
    expect(await db.selectFrom('session_passport').select('id').execute()).toEqual([]);
    const sessions = await db.selectFrom('user_session').select('id').execute();
    expect(sessions).toHaveLength(1);
    expect((await server.services.sessions.resolve(recent.sessionKey))?.session.id).toBe(sessions[0].id);

    // It has put its next run an hour later.
    const next = await db
      .selectFrom('job')
      .select(['run_at'])
      .where('kind', '=', PURGE_JOB)
      .where('done_time', 'is', null)
      .execute();
    expect(next.map((j) => j.run_at.getTime())).toEqual([clock.now().getTime() + 3600_000]);
  });
});
