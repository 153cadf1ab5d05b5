import { clone, create } from '@bufbuild/protobuf';
import { makeAutoObservable, runInAction } from 'mobx';
import { checkClientConfig, type ConfigIssue } from '../../common/client-config-schema';
import {
  ClientConfigBodySchema,
  ClientConfigCommonSchema,
  MerchantLandingSchema,
  PageConfigSchema,
  PageModuleSchema,
  type ClientConfigBody,
  type ClientConfigCommon,
  type PageModule,
  type PageModule_Type,
} from '../../gen/platform/v1/client_config_pb';
import type { EditableClientConfig } from '../../gen/platform/v1/client_config_admin_service_pb';
import type { StaffApi } from '../../services/staff-api';
import { ImageInfoSchema } from '../../gen/common/v1/model_pb';
import { attempt, LoadState } from '../staff-setup/load-state';

const imageOf = (url: string) => create(ImageInfoSchema, { url: url.trim() });

/** The common settings a form field edits, by name. */
export type CommonField = Exclude<keyof ClientConfigCommon, '$typeName' | '$unknown' | 'shareCard'>;

/**
 * One client config in the editor: a working copy of its draft that the form
 * changes and the preview renders, saved as the server's draft and published
 * from there. The schema is checked here first so most mistakes show at once;
 * the server checks again (and checks the ids links name).
 */
export class ConfigEditorStore {
  readonly state = new LoadState();
  config: EditableClientConfig | null = null;
  draft: ClientConfigBody = create(ClientConfigBodySchema);
  /** The page whose blocks the form lists and the preview shows. */
  pageIndex = 0;
  dirty = false;
  busy = false;

  constructor(
    private readonly api: StaffApi,
    readonly id: string,
  ) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    // Opened without a config (a stale link): nothing to ask the server for.
    if (!this.id) {
      runInAction(() => (this.state.status = 'error'));
      return;
    }
    await this.state.run(
      async () =>
        (await this.api.clientConfigAdmin.getEditableClientConfig({ platformClientConfigId: this.id })).clientConfig,
      (config) => this.take(config),
    );
  }

  get issues(): ConfigIssue[] {
    return checkClientConfig(this.draft).issues;
  }

  get page() {
    return this.draft.pageList[this.pageIndex];
  }

  get blocks(): PageModule[] {
    return this.page?.moduleList ?? [];
  }

  selectPage(index: number): void {
    this.pageIndex = Math.max(0, Math.min(index, this.draft.pageList.length - 1));
  }

  setCommon<K extends CommonField>(field: K, value: ClientConfigCommon[K]): void {
    this.draft.common ??= create(ClientConfigCommonSchema);
    this.draft.common[field] = value;
    this.dirty = true;
  }

  setShareCardUrl(url: string): void {
    this.draft.common ??= create(ClientConfigCommonSchema);
    this.draft.common.shareCard = {
      $typeName: 'platform.v1.ShareCard',
      url,
      title: this.draft.common.shareCard?.title ?? '',
    };
    this.dirty = true;
  }

  /** The merchant landing of a branded app: logo (url, size and offset in design px) and carousel. */
  setLanding(
    change: Partial<{ logoUrl: string; width: number; height: number; offset: number; carousel: string[] }>,
  ): void {
    const landing = (this.draft.merchantLanding ??= create(MerchantLandingSchema));
    if (change.logoUrl !== undefined) landing.logo = change.logoUrl ? imageOf(change.logoUrl) : undefined;
    if (change.width !== undefined) landing.logoWidthPx = change.width;
    if (change.height !== undefined) landing.logoHeightPx = change.height;
    if (change.offset !== undefined) landing.logoOffsetPx = change.offset;
    if (change.carousel !== undefined) landing.carouselImageList = change.carousel.filter(Boolean).map(imageOf);
    this.dirty = true;
  }

  setFlag(field: 'merchantApp' | 'oneStore' | 'showBookingCalendar', value: boolean): void {
    if (!this.draft.flags) return;
    this.draft.flags[field] = value;
    this.dirty = true;
  }

  addPage(type: string): void {
    const name = type.trim();
    if (!name || this.draft.pageList.some((p) => p.type === name)) return;
    this.draft.pageList.push(create(PageConfigSchema, { type: name }));
    this.pageIndex = this.draft.pageList.length - 1;
    this.dirty = true;
  }

  addBlock(type: PageModule_Type): void {
    if (!this.page) this.addPage('home');
    this.page.moduleList.push(create(PageModuleSchema, { type }));
    this.dirty = true;
  }

  updateBlock(index: number, change: (block: PageModule) => void): void {
    const block = this.blocks[index];
    if (!block) return;
    change(block);
    this.dirty = true;
  }

  /** Moves a block up (-1) or down (+1) the page. */
  moveBlock(index: number, step: -1 | 1): void {
    const list = this.blocks;
    const to = index + step;
    if (to < 0 || to >= list.length) return;
    [list[index], list[to]] = [list[to], list[index]];
    this.dirty = true;
  }

  removeBlock(index: number): void {
    this.blocks.splice(index, 1);
    this.dirty = true;
  }

  /** Keeps the working copy as the server's draft; false when refused (the reason is shown). */
  async save(): Promise<boolean> {
    if (!this.config || this.busy) return false;
    this.busy = true;
    const saved = await attempt(
      async () =>
        (
          await this.api.clientConfigAdmin.saveClientConfigDraft({
            platformClientConfigId: this.id,
            draft: this.draft,
            baseRevision: this.config?.draftRevision ?? 0,
          })
        ).clientConfig,
    );
    runInAction(() => {
      this.busy = false;
      if (saved) this.take(saved);
    });
    return !!saved;
  }

  /** Saves what is unsaved, then publishes the draft as the next version the apps load. */
  async publish(): Promise<boolean> {
    if (this.dirty && !(await this.save())) return false;
    if (!this.config) return false;
    runInAction(() => (this.busy = true));
    const published = await attempt(
      async () =>
        (
          await this.api.clientConfigAdmin.publishClientConfig({
            platformClientConfigId: this.id,
            draftRevision: this.config?.draftRevision ?? 0,
          })
        ).clientConfig,
    );
    runInAction(() => {
      this.busy = false;
      if (published) this.take(published);
    });
    return !!published;
  }

  private take(config: EditableClientConfig | undefined): void {
    if (!config) return;
    this.config = config;
    this.draft = config.draft ? clone(ClientConfigBodySchema, config.draft) : create(ClientConfigBodySchema);
    const home = this.draft.pageList.findIndex((p) => p.type === 'home');
    this.pageIndex = Math.min(Math.max(this.pageIndex, 0), Math.max(this.draft.pageList.length - 1, 0));
    if (!this.dirty && home >= 0 && this.pageIndex === 0) this.pageIndex = home;
    this.dirty = false;
  }
}
