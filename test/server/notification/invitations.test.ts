import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderShareService } from '@gen/booking/v1/diner_booking_extra_service_pb';
import { InvitationTemplateService, PublicInvitationService } from '@gen/booking/v1/invitation_template_service_pb';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { bookAtX } from './support';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const fields = (over: Record<string, unknown> = {}) => ({
  name: 'Gold',
  theme: 'DARK',
  primaryColor: '#C8A063',
  backgroundColor: '#1F1B16',
  textColor: '#F5EBDD',
  coverImageUrl: '',
  backgroundImageUrl: '',
  imageUrls: [],
  parkingImageUrl: 'https://cdn.example/parking.png',
  greeting: 'See you soon',
  showSeat: true,
  showPeople: true,
  showTime: true,
  showTaker: false,
  ...over,
});

const templates = () => f.staffX.client(InvitationTemplateService);

describe('invitation templates', () => {
  it("the first template is the store's default; the default can move", async () => {
    const { template: gold } = await templates().createInvitationTemplate({ storeId: f.x.storeId, fields: fields() });
    const { template: white } = await templates().createInvitationTemplate({
      storeId: f.x.storeId,
      fields: fields({ name: 'White', theme: 'WHITE', backgroundColor: '#FFFFFF', textColor: '#2B2B2B' }),
    });
    expect(gold!.isDefault).toBe(true);
    expect(white!.isDefault).toBe(false);
    const { list } = await templates().setDefaultInvitationTemplate({
      storeId: f.x.storeId,
      invitationTemplateId: white!.model!.id,
    });
    expect(list.map((t) => [t.fields!.name, t.isDefault])).toEqual([
      ['Gold', false],
      ['White', true],
    ]);
    await templates().setDefaultInvitationTemplate({ storeId: f.x.storeId, invitationTemplateId: gold!.model!.id });
  });

  it('refuses missing names, bad colours and themes, writing nothing', async () => {
    const before = (await templates().queryInvitationTemplates({ storeId: f.x.storeId })).list.length;
    expect(
      (await failure(templates().createInvitationTemplate({ storeId: f.x.storeId, fields: fields({ name: '  ' }) })))
        .message,
    ).toBe('enter the template name');
    expect(
      (
        await failure(
          templates().createInvitationTemplate({ storeId: f.x.storeId, fields: fields({ primaryColor: 'gold' }) }),
        )
      ).message,
    ).toBe('colours must be like #A1B2C3');
    expect(
      (await failure(templates().createInvitationTemplate({ storeId: f.x.storeId, fields: fields({ theme: 'NEON' }) })))
        .message,
    ).toBe('the theme must be dark or white');
    expect((await templates().queryInvitationTemplates({ storeId: f.x.storeId })).list.length).toBe(before);
  });

  it("the shared booking renders through the store's default, or the order's own template", async () => {
    const order = await bookAtX(f);
    const { shareToken } = await f.dinerA
      .client(DinerBookingOrderShareService)
      .createBookingOrderShare({ bookingOrderId: order.model!.id });
    const read = () => f.anonymous.client(PublicInvitationService).getSharedInvitation({ shareToken });
    const { invitation } = await read();
    expect(invitation!.template!.name).toBe('Gold');
    expect(invitation!.storeName).toBe('X');
    expect(invitation!.peopleCount).toBe(2);
    expect(invitation!.seatNames.length).toBeGreaterThan(0);
    expect(invitation!.imageUrl).toBe(`/invitation-image/${shareToken}.svg`);

    const { list } = await templates().queryInvitationTemplates({ storeId: f.x.storeId });
    const white = list.find((t) => t.fields!.name === 'White')!;
    await templates().setOrderInvitationTemplate({
      storeId: f.x.storeId,
      bookingOrderId: order.model!.id,
      invitationTemplateId: white.model!.id,
    });
    expect((await read()).invitation!.template!.name).toBe('White');

    // The image version: an SVG of the same card.
    const image = await fetch(`${server.url}/invitation-image/${shareToken}.svg?lang=en`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await image.text();
    expect(svg).toContain('invites you to dine');
    expect(svg).toContain('#FFFFFF');
    expect((await fetch(`${server.url}/invitation-image/not-a-token-at-all.svg`)).status).toBe(404);
  });

  it('a template in use cannot be deleted; an unused one can', async () => {
    const { list } = await templates().queryInvitationTemplates({ storeId: f.x.storeId });
    const gold = list.find((t) => t.fields!.name === 'Gold')!;
    const white = list.find((t) => t.fields!.name === 'White')!;
    expect(gold.inUse && white.inUse).toBe(true);
    for (const t of [gold, white]) {
      expect(
        await failure(
          templates().deleteInvitationTemplate({ storeId: f.x.storeId, invitationTemplateId: t.model!.id }),
        ),
      ).toEqual({ code: 'FailedPrecondition', message: 'the invitation template is in use and cannot be deleted' });
    }
    const { template: spare } = await templates().createInvitationTemplate({
      storeId: f.x.storeId,
      fields: fields({ name: 'Spare' }),
    });
    await templates().deleteInvitationTemplate({ storeId: f.x.storeId, invitationTemplateId: spare!.model!.id });
    expect(
      (await templates().queryInvitationTemplates({ storeId: f.x.storeId })).list.map((t) => t.fields!.name),
    ).toEqual(['Gold', 'White']);
  });

  it("only the store's staff manage its templates", async () => {
    expect(
      (await failure(f.staffY.client(InvitationTemplateService).queryInvitationTemplates({ storeId: f.x.storeId })))
        .code,
    ).toBe('PermissionDenied');
    expect(
      (
        await failure(
          f.dinerA
            .client(InvitationTemplateService)
            .createInvitationTemplate({ storeId: f.x.storeId, fields: fields() }),
        )
      ).code,
    ).toBe('PermissionDenied');
    const { list } = await templates().queryInvitationTemplates({ storeId: f.x.storeId });
    // Another store's staff cannot touch this store's template through their own store either.
    expect(
      (
        await failure(
          f.staffY
            .client(InvitationTemplateService)
            .deleteInvitationTemplate({ storeId: f.y.storeId, invitationTemplateId: list[0].model!.id }),
        )
      ).message,
    ).toBe('invitation template does not exist');
  });
});

describe("the order's own template", () => {
  it("is read back with the store's templates, and 0 means the default again", async () => {
    const order = await bookAtX(f);
    const id = order.model!.id;
    const { list } = await templates().queryInvitationTemplates({ storeId: f.x.storeId });
    const white = list.find((t) => t.fields!.name === 'White')!.model!.id;
    expect(
      (await templates().queryInvitationTemplates({ storeId: f.x.storeId, bookingOrderId: id }))
        .orderInvitationTemplateId,
    ).toBe('0');
    await templates().setOrderInvitationTemplate({
      storeId: f.x.storeId,
      bookingOrderId: id,
      invitationTemplateId: white,
    });
    expect(
      (await templates().queryInvitationTemplates({ storeId: f.x.storeId, bookingOrderId: id }))
        .orderInvitationTemplateId,
    ).toBe(white);
    await templates().setOrderInvitationTemplate({
      storeId: f.x.storeId,
      bookingOrderId: id,
      invitationTemplateId: '0',
    });
    expect(
      (await templates().queryInvitationTemplates({ storeId: f.x.storeId, bookingOrderId: id }))
        .orderInvitationTemplateId,
    ).toBe('0');
    expect(
      (
        await failure(
          f.staffY
            .client(InvitationTemplateService)
            .queryInvitationTemplates({ storeId: f.y.storeId, bookingOrderId: id }),
        )
      ).message,
    ).toBe('booking order does not exist');
  });
});
