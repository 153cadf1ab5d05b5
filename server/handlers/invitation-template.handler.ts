import type { ServiceImpl } from '@connectrpc/connect';
import type {
  InvitationTemplateInput,
  InvitationTemplateService,
  PublicInvitationService,
} from '@gen/booking/v1/invitation_template_service_pb';
import type { InvitationStyle } from '@common/invitation-card';
import type { InvitationTemplateRecord } from '../domain/invitation/invitation-template.repository';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { toModel } from './mappers';

function fromInput(i: InvitationTemplateInput | undefined): InvitationStyle {
  return {
    name: i?.name ?? '',
    theme: i?.theme ?? '',
    primaryColor: i?.primaryColor ?? '',
    backgroundColor: i?.backgroundColor ?? '',
    textColor: i?.textColor ?? '',
    coverImageUrl: i?.coverImageUrl ?? '',
    backgroundImageUrl: i?.backgroundImageUrl ?? '',
    imageUrls: i?.imageUrls ?? [],
    parkingImageUrl: i?.parkingImageUrl ?? '',
    greeting: i?.greeting ?? '',
    showSeat: i?.showSeat ?? false,
    showPeople: i?.showPeople ?? false,
    showTime: i?.showTime ?? false,
    showTaker: i?.showTaker ?? false,
  };
}

function toFields(s: InvitationStyle) {
  return {
    name: s.name,
    theme: s.theme,
    primaryColor: s.primaryColor,
    backgroundColor: s.backgroundColor,
    textColor: s.textColor,
    coverImageUrl: s.coverImageUrl,
    backgroundImageUrl: s.backgroundImageUrl,
    imageUrls: s.imageUrls,
    parkingImageUrl: s.parkingImageUrl,
    greeting: s.greeting,
    showSeat: s.showSeat,
    showPeople: s.showPeople,
    showTime: s.showTime,
    showTaker: s.showTaker,
  };
}

const toTemplate = (t: InvitationTemplateRecord) => ({
  model: toModel(t.id, t.createTime, t.updateTime),
  storeId: t.storeId,
  isDefault: t.isDefault,
  inUse: t.inUse,
  fields: toFields(t),
});

export function invitationTemplateHandler(services: Services): ServiceImpl<typeof InvitationTemplateService> {
  const { invitations } = services.notifications;
  return {
    async queryInvitationTemplates(r) {
      const list = (await invitations.list(r.storeId)).map(toTemplate);
      const chosen =
        r.bookingOrderId && r.bookingOrderId !== '0'
          ? await invitations.templateOfOrder(r.storeId, r.bookingOrderId)
          : '';
      return { list, orderInvitationTemplateId: chosen || '0' };
    },
    async createInvitationTemplate(r) {
      return { template: toTemplate(await invitations.create(r.storeId, fromInput(r.fields))) };
    },
    async updateInvitationTemplate(r) {
      return { template: toTemplate(await invitations.update(r.storeId, r.invitationTemplateId, fromInput(r.fields))) };
    },
    async deleteInvitationTemplate(r) {
      await invitations.delete(r.storeId, r.invitationTemplateId);
      return {};
    },
    async setDefaultInvitationTemplate(r) {
      return { list: (await invitations.setDefault(r.storeId, r.invitationTemplateId)).map(toTemplate) };
    },
    async setOrderInvitationTemplate(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      await invitations.setOrderTemplate(r.storeId, r.bookingOrderId, r.invitationTemplateId, actor);
      return {};
    },
  };
}

export function publicInvitationHandler(services: Services): ServiceImpl<typeof PublicInvitationService> {
  const { invitations } = services.notifications;
  return {
    async getSharedInvitation(r) {
      const view = await invitations.shared(r.shareToken);
      return {
        invitation: {
          template: toFields(view.style),
          storeName: view.storeName,
          storeAddress: view.storeAddress,
          timezone: view.timezone,
          reservationDate: view.reservationDate,
          reservationStartSecond: view.startSecond,
          peopleCount: view.peopleCount,
          hostLastName: view.hostLastName,
          hostTitle: view.hostTitle,
          seatNames: view.style.showSeat ? view.seatNames : [],
          takerName: view.style.showTaker ? view.takerName : '',
          isClosed: view.isClosed,
          imageUrl: `/invitation-image/${r.shareToken}.svg`,
        },
      };
    },
  };
}
