import { makeAutoObservable } from 'mobx';
import type { StoreFloorPlan } from '@/gen/store/v1/store_day_service_pb';
import { NEW_PLAN_SIZE, type FloorPlanDraft } from './floor-plan-draft';
import type { StaffApi } from '@/services/staff-api';
import { chooseAndUploadImages, ImageUploadError, type ImageUploadDeps } from '@/services/image-upload';
import { showMessage } from '@/services/feedback';
import { i18n } from '@/i18n/i18n';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';
import '@/i18n/server-message-texts';

function draftOf(plan: StoreFloorPlan): FloorPlanDraft {
  const bg = plan.background;
  return {
    name: plan.name,
    width: plan.width,
    height: plan.height,
    background: bg?.url
      ? { fileId: bg.fileId, url: bg.url, width: bg.width, height: bg.height, contentType: bg.contentType }
      : undefined,
    placements: plan.placementList.map((p) => ({
      storeTableItemId: p.storeTableItemId,
      x: p.x,
      y: p.y,
      width: p.width,
      height: p.height,
      rotation: p.rotation,
      shape: p.shape,
    })),
  };
}

/**
 * The store's floor plans and the one being edited: staff pick a plan, change a
 * draft of it (tables placed, moved, sized, turned, removed; its name and
 * background) and save the draft whole; the server checks it again.
 */
export class FloorPlansStore {
  list: StoreFloorPlan[] = [];
  selectedId = '';
  draft: FloorPlanDraft | null = null;
  /** The draft differs from the saved plan. */
  dirty = false;
  saving = false;
  readonly state = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
    private readonly uploads: ImageUploadDeps,
  ) {
    makeAutoObservable<this, 'api' | 'choice' | 'uploads'>(
      this,
      { api: false, choice: false, uploads: false },
      { autoBind: true },
    );
  }

  get selected(): StoreFloorPlan | undefined {
    return this.list.find((p) => p.model?.id === this.selectedId);
  }

  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.state.run(
      () => this.api.storeFloorPlan.queryFloorPlans({ storeId }),
      (answer) => {
        this.list = answer.list.slice().sort((a, b) => a.sort - b.sort);
        // A draft with changes survives a reload (the image picker shows the page again on mini-programs).
        if (this.dirty && this.selected) return;
        this.select(this.selected ? this.selectedId : (this.list[0]?.model?.id ?? ''));
      },
    );
  }

  /** Opens a plan for editing; unsaved changes to another are dropped (the page asks first). */
  select(id: string): void {
    this.selectedId = id;
    const plan = this.selected;
    this.draft = plan ? draftOf(plan) : null;
    this.dirty = false;
  }

  edit(next: FloorPlanDraft): void {
    this.draft = next;
    this.dirty = true;
  }

  /** Creates an empty plan named `name` and opens it; true when the server kept it. */
  async create(name: string): Promise<boolean> {
    const storeId = this.choice.storeId;
    const made = await attempt(
      async () =>
        (
          await this.api.storeFloorPlan.createFloorPlan({
            storeId,
            floorPlan: { name: name.trim(), ...NEW_PLAN_SIZE, sort: this.list.length + 1 },
          })
        ).floorPlan,
    );
    if (!made) return false;
    this.list = [...this.list, made];
    this.select(made.model?.id ?? '');
    return true;
  }

  /** Sends the draft; the server's refusal (a table outside the plan…) is shown by the error catalogue. */
  async save(): Promise<boolean> {
    const plan = this.selected;
    const draft = this.draft;
    if (!plan || !draft) return false;
    this.saving = true;
    const saved = await attempt(
      async () =>
        (
          await this.api.storeFloorPlan.updateFloorPlan({
            storeId: this.choice.storeId,
            floorPlanId: plan.model!.id,
            floorPlan: {
              name: draft.name.trim(),
              width: draft.width,
              height: draft.height,
              background: draft.background,
              sort: plan.sort,
              placementList: draft.placements,
            },
          })
        ).floorPlan,
    );
    this.saving = false;
    if (!saved) return false;
    this.list = this.list.map((p) => (p.model?.id === saved.model?.id ? saved : p));
    this.select(saved.model?.id ?? '');
    return true;
  }

  async remove(id: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.storeFloorPlan.deleteFloorPlan({ storeId: this.choice.storeId, floorPlanId: id }),
    );
    if (done === null) return false;
    this.list = this.list.filter((p) => p.model?.id !== id);
    if (this.selectedId === id) this.select(this.list[0]?.model?.id ?? '');
    return true;
  }

  /** Picks and uploads the room's picture as the draft's background; a refused upload shows the server's message. */
  async uploadBackground(): Promise<void> {
    if (!this.draft) return;
    try {
      const [image] = await chooseAndUploadImages(this.uploads, {
        count: 1,
        remark: 'floor-plan',
        operatorType: 'STORE',
        operatorId: this.choice.storeId,
      });
      if (image && this.draft) this.edit({ ...this.draft, background: image });
    } catch (error) {
      const text = error instanceof ImageUploadError ? error.message : i18n.t('serverMessage.uploadFailed');
      showMessage(text, i18n.t('common.gotIt'));
    }
  }
}
