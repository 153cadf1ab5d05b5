import { makeAutoObservable } from 'mobx';
import {
  DEFAULT_INVITATION_STYLE,
  INVITATION_MAX_IMAGES,
  isInvitationColor,
  THEME_COLORS,
  type InvitationStyle,
} from '@/common/invitation-card';
import type { InvitationTemplate, SharedInvitation } from '@/gen/booking/v1/invitation_template_service_pb';
import { saveImage } from '@/platform/save-image';
import type { Api } from '@/services/api';
import { attempt, LoadState } from '../staff-setup/load-state';
import type { SetupStoreChoice } from '../staff-setup/setup-store-choice';

export function styleOf(
  fields: InvitationTemplate['fields'] | SharedInvitation['template'] | undefined,
): InvitationStyle {
  return fields
    ? {
        name: fields.name,
        theme: fields.theme,
        primaryColor: fields.primaryColor,
        backgroundColor: fields.backgroundColor,
        textColor: fields.textColor,
        coverImageUrl: fields.coverImageUrl,
        backgroundImageUrl: fields.backgroundImageUrl,
        imageUrls: [...fields.imageUrls],
        parkingImageUrl: fields.parkingImageUrl,
        greeting: fields.greeting,
        showSeat: fields.showSeat,
        showPeople: fields.showPeople,
        showTime: fields.showTime,
        showTaker: fields.showTaker,
      }
    : { ...DEFAULT_INVITATION_STYLE };
}

/** What the editor refuses before sending, with the server's own wording keys. */
export function invitationProblem(
  style: InvitationStyle,
): 'invitationTemplateNameRequired' | 'invitationTemplateColorInvalid' | 'invitationImageTooMany' | null {
  if (!style.name.trim()) return 'invitationTemplateNameRequired';
  if (![style.primaryColor, style.backgroundColor, style.textColor].every(isInvitationColor))
    return 'invitationTemplateColorInvalid';
  if (style.imageUrls.length > INVITATION_MAX_IMAGES) return 'invitationImageTooMany';
  return null;
}

/** The store's invitation templates and the one being edited (its live preview reads the draft). */
export class InvitationStore {
  templates: InvitationTemplate[] = [];
  readonly state = new LoadState();
  draft: InvitationStyle = { ...DEFAULT_INVITATION_STYLE };
  editingId = '';
  saving = false;
  /** The order the share settings are open for, and the template it names ('0': the store's default). */
  orderId = '';
  orderTemplateId = '0';

  constructor(
    private readonly api: Api,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  get storeName(): string {
    return this.choice.store?.name ?? '';
  }

  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.state.run(
      () => this.api.invitationTemplate.queryInvitationTemplates({ storeId }),
      (answer) => (this.templates = answer.list),
    );
  }

  /** The templates and the one an order names (store-order-share-setting). */
  async loadForOrder(storeId: string, orderId: string): Promise<void> {
    this.orderId = orderId;
    await this.state.run(
      () => this.api.invitationTemplate.queryInvitationTemplates({ storeId, bookingOrderId: orderId }),
      (answer) => {
        this.templates = answer.list;
        this.orderTemplateId = answer.orderInvitationTemplateId || '0';
      },
    );
  }

  async chooseForOrder(storeId: string, templateId: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.invitationTemplate.setOrderInvitationTemplate({
        storeId,
        bookingOrderId: this.orderId,
        invitationTemplateId: templateId,
      }),
    );
    if (done) this.orderTemplateId = templateId;
    return done !== null;
  }

  /** Opens the editor on a template, or on a new one. */
  async begin(id: string): Promise<void> {
    if (id && !this.templates.some((t) => t.model?.id === id)) await this.load();
    const found = this.templates.find((t) => t.model?.id === id);
    this.editingId = found ? id : '';
    this.draft = found ? styleOf(found.fields) : { ...DEFAULT_INVITATION_STYLE };
  }

  edit(patch: Partial<InvitationStyle>): void {
    this.draft = { ...this.draft, ...patch };
  }

  chooseTheme(theme: 'DARK' | 'WHITE'): void {
    this.edit({ theme, ...THEME_COLORS[theme] });
  }

  async save(): Promise<boolean> {
    this.saving = true;
    const storeId = this.choice.storeId;
    const fields = this.draft;
    const saved = await attempt(async () =>
      this.editingId
        ? (
            await this.api.invitationTemplate.updateInvitationTemplate({
              storeId,
              invitationTemplateId: this.editingId,
              fields,
            })
          ).template
        : (await this.api.invitationTemplate.createInvitationTemplate({ storeId, fields })).template,
    );
    this.saving = false;
    if (saved) await this.load();
    return Boolean(saved);
  }

  async remove(id: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.invitationTemplate.deleteInvitationTemplate({ storeId: this.choice.storeId, invitationTemplateId: id }),
    );
    if (done) await this.load();
    return done !== null;
  }

  async makeDefault(id: string): Promise<void> {
    const answer = await attempt(() =>
      this.api.invitationTemplate.setDefaultInvitationTemplate({
        storeId: this.choice.storeId,
        invitationTemplateId: id,
      }),
    );
    if (answer) this.templates = answer.list;
  }
}

/** The shared booking through its invitation template (order-detail-share). */
export class SharedInvitationStore {
  invitation: SharedInvitation | null = null;
  readonly state = new LoadState();

  constructor(private readonly api: Api) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(token: string): Promise<void> {
    await this.state.run(
      () => this.api.publicInvitation.getSharedInvitation({ shareToken: token }),
      (answer) => (this.invitation = answer.invitation ?? null),
    );
  }

  /** Saves the invitation's picture, drawn in `language`, to the device; false when nothing was saved. */
  async saveImage(apiBase: string, language: string): Promise<boolean> {
    if (!this.invitation) return false;
    return saveImage(`${apiBase}${this.invitation.imageUrl}?lang=${language}`, 'invitation.svg');
  }
}
