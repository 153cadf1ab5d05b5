import { create } from '@bufbuild/protobuf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClientConfigBodySchema,
  Link_Target,
  PageModule_Type,
  type ClientConfigBody,
} from '@gen/platform/v1/client_config_pb';
import { ClientConfigAdminService } from '@gen/platform/v1/client_config_admin_service_pb';
import { ensureBaseData, DEFAULT_CLIENT_CONFIG_ID } from '../../../server/db/seed/base-data.seed';
import { refusal } from '../../helpers/identity';
import { addStaff, createMerchant, createStore, makeAdmin } from '../../helpers/org-fixtures';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// An administrator (and a merchant's managers, for their own branded app)
// edit a client config as a draft and publish it; the apps read the published
// edition from the static JSON. A config that fails the schema is refused
// with the catalogue's message and changes nothing.

let server: TestServer;
let merchantM = '';
let storeX = '';
let storeY = '';
const session: Record<'admin' | 'managerM' | 'storeStaffX' | 'managerN' | 'diner', string> = {
  admin: '',
  managerM: '',
  storeStaffX: '',
  managerN: '',
  diner: '',
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  await ensureBaseData(db);
  merchantM = await createMerchant(db, 'Jade Garden');
  storeX = await createStore(db, merchantM, 'Jade Bund');
  const merchantN = await createMerchant(db, 'Lotus');
  storeY = await createStore(db, merchantN, 'Lotus Pudong');
  for (const who of Object.keys(session) as (keyof typeof session)[]) {
    const { userId, sessionKey } = await server.createUserSession({ nickname: who });
    session[who] = sessionKey;
    if (who === 'admin') await makeAdmin(db, userId);
    if (who === 'managerM') await addStaff(db, userId, merchantM, null, 'MANAGER');
    if (who === 'storeStaffX') await addStaff(db, userId, merchantM, storeX, 'MANAGER');
    if (who === 'managerN') await addStaff(db, userId, merchantN, null, 'MANAGER');
  }
});
afterAll(() => server.close());

const editor = (who: keyof typeof session) =>
  server.client(ClientConfigAdminService, { sessionKey: session[who], deviceId: `device-${who}` });

/** What a diner's app loads: the static JSON, as a fresh page load fetches it. */
async function published(id: string) {
  const response = await fetch(`${server.url}/platform-client-config/${id}.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    version?: number;
    config: { pageList: { type: string; moduleList: { type: string; text?: string }[] }[] };
  };
}

function homeBlocks(doc: Awaited<ReturnType<typeof published>>) {
  return doc.config.pageList.find((p) => p.type === 'home')?.moduleList ?? [];
}

function withTextBlock(draft: ClientConfigBody, text: string, storeId = storeX): ClientConfigBody {
  const body = create(ClientConfigBodySchema, draft);
  const home = body.pageList.find((p) => p.type === 'home')!;
  home.moduleList.push({
    $typeName: 'platform.v1.PageModule',
    type: PageModule_Type.TEXT,
    title: 'Tonight',
    text,
    imageList: [],
    actionList: [],
    link: { $typeName: 'platform.v1.Link', target: Link_Target.STORE_DETAIL, targetId: storeId, url: '' },
  });
  return body;
}

async function createBranded() {
  const { clientConfig } = await editor('admin').createClientConfig({ merchantId: merchantM });
  return clientConfig!;
}

describe('drafts and publishing', () => {
  it('keeps a saved draft from the apps until it is published, then serves it with the next version', async () => {
    const config = await createBranded();
    expect(config.draft?.common?.merchantId).toBe(merchantM);
    expect(config.publishedVersion).toBe(0);
    const before = homeBlocks(await published(config.id));

    const saved = await editor('admin').saveClientConfigDraft({
      platformClientConfigId: config.id,
      draft: withTextBlock(config.draft!, 'Crab season starts today'),
      baseRevision: config.draftRevision,
    });
    expect(saved.clientConfig?.hasUnpublishedChanges).toBe(true);
    expect(homeBlocks(await published(config.id))).toEqual(before);

    const done = await editor('admin').publishClientConfig({
      platformClientConfigId: config.id,
      draftRevision: saved.clientConfig!.draftRevision,
    });
    expect(done.clientConfig?.publishedVersion).toBe(1);
    expect(done.clientConfig?.hasUnpublishedChanges).toBe(false);
    const doc = await published(config.id);
    expect(doc.version).toBe(1);
    expect(homeBlocks(doc).at(-1)).toMatchObject({ type: 'TEXT', text: 'Crab season starts today' });
  });

  it('refuses a save based on an older draft, so one editor cannot overwrite another unseen', async () => {
    const config = await createBranded();
    const draft = withTextBlock(config.draft!, 'first');
    await editor('admin').saveClientConfigDraft({ platformClientConfigId: config.id, draft, baseRevision: 0 });
    expect(
      await refusal(
        editor('managerM').saveClientConfigDraft({ platformClientConfigId: config.id, draft, baseRevision: 0 }),
      ),
    ).toEqual({ code: 'aborted', message: 'someone else saved this config meanwhile, reload it' });
  });
});

describe('the schema', () => {
  const cases: [string, (draft: ClientConfigBody) => ClientConfigBody, string][] = [
    [
      'an unknown block type',
      (d) => {
        const body = withTextBlock(d, 'x');
        body.pageList[0].moduleList.at(-1)!.type = 99 as PageModule_Type;
        return body;
      },
      'unknown page block type',
    ],
    [
      'a link to a missing store',
      (d) => withTextBlock(d, 'x', '987654321'),
      'a link points to a store that does not exist',
    ],
    [
      "a link to another merchant's store",
      (d) => withTextBlock(d, 'x', storeY),
      "a merchant's app can only name its own merchant and stores",
    ],
    [
      'a colour that is not a colour',
      (d) => {
        const body = create(ClientConfigBodySchema, d);
        body.common!.primaryColor = 'reddish';
        return body;
      },
      'a colour must be written like #1a7f5a',
    ],
    [
      'an unknown link target',
      (d) => {
        const body = withTextBlock(d, 'x');
        body.pageList[0].moduleList.at(-1)!.link!.target = 77 as Link_Target;
        return body;
      },
      'unknown link target',
    ],
    [
      'a web link to a non-https address',
      (d) => {
        const body = withTextBlock(d, 'x');
        body.pageList[0].moduleList.at(-1)!.link = {
          $typeName: 'platform.v1.Link',
          target: Link_Target.TARGET_UNSPECIFIED,
          targetId: '',
          url: 'javascript:alert(1)',
        };
        return body;
      },
      'a web link must start with https://',
    ],
  ];

  it.each(cases)('refuses %s with a clear message and publishes nothing', async (_name, spoil, message) => {
    const config = await createBranded();
    const before = await published(config.id);
    expect(
      await refusal(
        editor('admin').saveClientConfigDraft({
          platformClientConfigId: config.id,
          draft: spoil(config.draft!),
          baseRevision: config.draftRevision,
        }),
      ),
    ).toEqual({ code: 'invalid_argument', message });
    const after = await editor('admin').getEditableClientConfig({ platformClientConfigId: config.id });
    expect(after.clientConfig?.hasUnpublishedChanges).toBe(false);
    expect(await published(config.id)).toEqual(before);
  });
});

describe('who may edit', () => {
  it("lets a merchant's manager list, save and publish only their own merchant's configs", async () => {
    const config = await createBranded();
    const { list } = await editor('managerM').listClientConfigs({});
    expect(list.map((c) => c.id)).toContain(config.id);
    expect(list.every((c) => c.ownerId === merchantM)).toBe(true);
    expect((await editor('managerN').listClientConfigs({})).list.map((c) => c.id)).not.toContain(config.id);

    const saved = await editor('managerM').saveClientConfigDraft({
      platformClientConfigId: config.id,
      draft: withTextBlock(config.draft!, 'from the manager'),
      baseRevision: config.draftRevision,
    });
    await editor('managerM').publishClientConfig({
      platformClientConfigId: config.id,
      draftRevision: saved.clientConfig!.draftRevision,
    });
    expect(homeBlocks(await published(config.id)).at(-1)?.text).toBe('from the manager');
  });

  it("refuses another merchant's manager, a single store's staff and the platform config to merchants", async () => {
    const config = await createBranded();
    const noPermission = { code: 'permission_denied', message: 'no permission for this client config' };
    for (const who of ['managerN', 'storeStaffX'] as const) {
      expect(await refusal(editor(who).getEditableClientConfig({ platformClientConfigId: config.id }))).toEqual(
        noPermission,
      );
      expect(
        await refusal(editor(who).publishClientConfig({ platformClientConfigId: config.id, draftRevision: 0 })),
      ).toEqual(noPermission);
    }
    expect(
      await refusal(editor('managerM').getEditableClientConfig({ platformClientConfigId: DEFAULT_CLIENT_CONFIG_ID })),
    ).toEqual(noPermission);
    expect(await refusal(editor('managerM').createClientConfig({ merchantId: merchantM }))).toEqual({
      code: 'permission_denied',
      message: 'administrators only',
    });
  });

  it('refuses diners every editor call', async () => {
    const config = await createBranded();
    const noStaff = { code: 'permission_denied', message: 'no store permission' };
    expect(await refusal(editor('diner').listClientConfigs({}))).toEqual(noStaff);
    expect(await refusal(editor('diner').getEditableClientConfig({ platformClientConfigId: config.id }))).toEqual(
      noStaff,
    );
    expect(
      await refusal(
        editor('diner').saveClientConfigDraft({
          platformClientConfigId: config.id,
          draft: config.draft!,
          baseRevision: 0,
        }),
      ),
    ).toEqual(noStaff);
    expect(await refusal(editor('diner').createClientConfig({ merchantId: merchantM }))).toEqual({
      code: 'permission_denied',
      message: 'administrators only',
    });
  });
});
