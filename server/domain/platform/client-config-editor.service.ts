import { create, fromJson, toJson, type JsonValue } from '@bufbuild/protobuf';
import type { Kysely } from 'kysely';
import {
  ClientConfigBodySchema,
  ClientConfigCommonSchema,
  type ClientConfigBody,
} from '@gen/platform/v1/client_config_pb';
import { checkClientConfig, type ConfigIssue } from '@common/client-config-schema';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { canManageMerchant, type StaffStanding } from '../identity/permission.service';
import { ClientConfigEditRepository, type EditableConfigRecord } from './client-config-edit.repository';

/** A config as the editor shows it: the draft parsed, beside what is published. */
export interface EditableConfig {
  record: EditableConfigRecord;
  draft: ClientConfigBody;
  hasUnpublishedChanges: boolean;
}

function parseBody(json: unknown): ClientConfigBody {
  return fromJson(ClientConfigBodySchema, (json ?? {}) as JsonValue, { ignoreUnknownFields: true });
}

function view(record: EditableConfigRecord): EditableConfig {
  return {
    record,
    draft: parseBody(record.draftBody ?? record.body),
    hasUnpublishedChanges: record.draftBody !== null,
  };
}

/**
 * Editing and publishing client configs. Administrators edit any config; a
 * merchant's managers (merchant-wide) edit their merchant's branded configs.
 * A draft is checked against the schema when saved and again when published,
 * so nothing that fails it ever reaches the static JSON the apps load.
 */
export class ClientConfigEditorService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async list(standing: StaffStanding): Promise<EditableConfig[]> {
    const repo = new ClientConfigEditRepository(this.db);
    if (standing.isAdmin) return (await repo.list()).map(view);
    const managed = [...new Set(standing.memberships.map((m) => m.merchantId))].filter((id) =>
      canManageMerchant(standing, id),
    );
    return (await repo.list(managed)).map(view);
  }

  async get(standing: StaffStanding, id: string): Promise<EditableConfig> {
    const record = await this.require(new ClientConfigEditRepository(this.db), standing, id, false);
    return view(record);
  }

  async saveDraft(standing: StaffStanding, id: string, draft: ClientConfigBody, baseRevision: number) {
    return this.db.transaction().execute(async (trx) => {
      const repo = new ClientConfigEditRepository(trx);
      const record = await this.require(repo, standing, id, true);
      if (baseRevision !== record.draftRevision) throw domainError('conflict', 'configDraftChanged');
      await this.check(repo, record, draft);
      await repo.saveDraft(id, toJson(ClientConfigBodySchema, draft));
      return view((await repo.find(id)) as EditableConfigRecord);
    });
  }

  async publish(standing: StaffStanding, id: string, draftRevision: number) {
    return this.db.transaction().execute(async (trx) => {
      const repo = new ClientConfigEditRepository(trx);
      const record = await this.require(repo, standing, id, true);
      if (draftRevision !== record.draftRevision) throw domainError('conflict', 'configDraftChanged');
      const body = parseBody(record.draftBody ?? record.body);
      // Checked again: a store named by the draft may have gone since it was saved.
      await this.check(repo, record, body);
      await repo.publish(id, toJson(ClientConfigBodySchema, body), record.version + 1, standing.userId, this.now());
      return view((await repo.find(id)) as EditableConfigRecord);
    });
  }

  /** A branded config for a merchant, from the platform default with the merchant's id and name. */
  async createForMerchant(standing: StaffStanding, merchantId: string) {
    if (!standing.isAdmin) throw domainError('permission', 'administratorsOnly');
    return this.db.transaction().execute(async (trx) => {
      const repo = new ClientConfigEditRepository(trx);
      const [merchant] = await trx.selectFrom('merchant').select(['id', 'name']).where('id', '=', merchantId).execute();
      if (!merchant) throw domainError('not_found', 'merchantDoesNotExist');
      const body = parseBody(await repo.defaultBody());
      body.common ??= create(ClientConfigCommonSchema);
      body.common.appName = merchant.name;
      body.common.shareTitle = merchant.name;
      body.common.merchantId = merchantId;
      if (body.flags) body.flags.merchantApp = true;
      const id = await repo.create(merchantId, toJson(ClientConfigBodySchema, body));
      return view((await repo.find(id)) as EditableConfigRecord);
    });
  }

  private async require(repo: ClientConfigEditRepository, standing: StaffStanding, id: string, lock: boolean) {
    const record = await repo.find(id, lock);
    if (!record) throw domainError('not_found', 'clientConfigNotFound');
    if (standing.isAdmin) return record;
    if (record.ownerType === 'MERCHANT' && canManageMerchant(standing, record.ownerId)) return record;
    throw domainError('permission', 'configNoPermission');
  }

  /** The schema, then the ids it names; a merchant's config may name only that merchant and its stores. */
  private async check(repo: ClientConfigEditRepository, record: EditableConfigRecord, body: ClientConfigBody) {
    const { issues, refs } = checkClientConfig(body);
    const fail = (issue: ConfigIssue) => {
      throw domainError('invalid', issue.key);
    };
    if (issues.length) fail(issues[0]);
    const ownMerchant = record.ownerType === 'MERCHANT' ? record.ownerId : null;
    const stores = await repo.storesOf([...new Set(refs.storeIds)]);
    for (const storeId of refs.storeIds) {
      const merchantOfStore = stores.get(storeId);
      if (!merchantOfStore) fail({ path: 'link', key: 'configLinkStoreMissing' });
      if (ownMerchant && merchantOfStore !== ownMerchant) fail({ path: 'link', key: 'configMerchantMismatch' });
    }
    const articles = await repo.existingArticles([...new Set(refs.articleIds)]);
    if (refs.articleIds.some((a) => !articles.has(a))) fail({ path: 'link', key: 'configLinkArticleMissing' });
    const merchants = await repo.existingMerchants([...new Set(refs.merchantIds)]);
    if (refs.merchantIds.some((m) => !merchants.has(m))) fail({ path: 'merchantId', key: 'configMerchantMissing' });
    if (ownMerchant && refs.merchantIds.some((m) => m !== ownMerchant)) {
      fail({ path: 'merchantId', key: 'configMerchantMismatch' });
    }
  }
}
