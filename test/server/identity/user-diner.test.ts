import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerTitle, Gender, Contact_Type } from '@gen/identity/v1/user_diner_pb';
import { UserDinerService } from '@gen/identity/v1/user_diner_service_pb';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { UserDinerInputSchema } from '@gen/identity/v1/user_diner_pb';
import { refusal } from '../../helpers/identity';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const clock = testClock('2026-05-01T10:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
});
afterAll(() => server.close());

const diners = (sessionKey?: string) => server.client(UserDinerService, { sessionKey });
const meiInput: MessageInitShape<typeof UserDinerInputSchema> = {
  lastName: 'Lin',
  firstName: 'Mei',
  title: DinerTitle.MS,
  gender: Gender.FEMALE,
  preferredLanguage: 'zh-Hant',
  phoneRegionCode: '852',
  phone: '9123 4567',
  email: 'mei@example.com',
  wechatId: 'meilin88',
  birthday: '1990-02-14',
  weddingAnniversary: '2018-10-01',
  dietPreference: 'seafood',
  dietTaboo: 'peanuts',
  otherRequirements: 'quiet table',
  remark: 'prefers window seats',
  contactList: [{ type: Contact_Type.WHATSAPP, value: '+852 9123 4567' }],
};

describe('user diners', () => {
  it('creates a diner with the spec fields and lists it', async () => {
    const { sessionKey, userId } = await server.createUserSession();
    const created = await diners(sessionKey).createUserDiner({ diner: meiInput });
    expect(created.diner).toMatchObject({
      lastName: 'Lin',
      firstName: 'Mei',
      title: DinerTitle.MS,
      gender: Gender.FEMALE,
      preferredLanguage: 'zh-Hant',
      phoneRegionCode: '852',
      phone: '91234567',
      email: 'mei@example.com',
      wechatId: 'meilin88',
      birthday: '1990-02-14',
      weddingAnniversary: '2018-10-01',
      dietTaboo: 'peanuts',
      userId,
    });
    expect(created.diner?.contactList).toEqual([
      expect.objectContaining({ type: Contact_Type.WHATSAPP, value: '+852 9123 4567' }),
    ]);
    const { list } = await diners(sessionKey).listUserDiners({});
    expect(list.map((d) => d.model?.id)).toEqual([created.diner?.model?.id]);
  });

  it('puts the last changed diner first (the client takes the first as current)', async () => {
    const { sessionKey } = await server.createUserSession();
    const a = await diners(sessionKey).createUserDiner({ diner: { ...meiInput, firstName: 'A' } });
    clock.advance(1000);
    const b = await diners(sessionKey).createUserDiner({ diner: { ...meiInput, firstName: 'B' } });
    clock.advance(1000);
    expect((await diners(sessionKey).listUserDiners({})).list.map((d) => d.firstName)).toEqual(['B', 'A']);
    await diners(sessionKey).updateUserDiner({ id: a.diner!.model!.id, diner: { ...meiInput, firstName: 'A2' } });
    expect((await diners(sessionKey).listUserDiners({})).list.map((d) => d.firstName)).toEqual(['A2', 'B']);
    expect(b.diner?.title).toBe(DinerTitle.MS);
  });

  it('takes Korean and Japanese as a guest’s language, besides the interface languages', async () => {
    const { sessionKey } = await server.createUserSession();
    for (const preferredLanguage of ['ko', 'ja']) {
      const created = await diners(sessionKey).createUserDiner({ diner: { ...meiInput, preferredLanguage } });
      expect(created.diner?.preferredLanguage).toBe(preferredLanguage);
    }
  });

  it('defaults the title to UNKNOWN (none chosen)', async () => {
    const { sessionKey } = await server.createUserSession();
    const created = await diners(sessionKey).createUserDiner({
      diner: { firstName: 'Sam', phoneRegionCode: '86', phone: '13800138000' },
    });
    expect(created.diner?.title).toBe(DinerTitle.UNKNOWN);
  });

  it('refuses a diner without a name, a phone, or with wrong fields, and stores nothing', async () => {
    const { sessionKey } = await server.createUserSession();
    const bad: Array<[MessageInitShape<typeof UserDinerInputSchema>, string]> = [
      [{ lastName: '', firstName: ' ' }, 'enter the diner name'],
      [{ phone: '12' }, 'phone number error'],
      [{ email: 'not-an-email' }, 'email address error'],
      [{ preferredLanguage: 'fr' }, 'unsupported language'],
      [{ birthday: '1990-02-30' }, 'invalid date'],
      [{ birthday: '2030-01-01' }, 'invalid date'],
    ];
    for (const [change, message] of bad) {
      expect(
        await refusal(diners(sessionKey).createUserDiner({ diner: { ...meiInput, ...change } })),
        message,
      ).toMatchObject({
        code: 'invalid_argument',
        message,
      });
    }
    expect((await refusal(diners(sessionKey).createUserDiner({ diner: { ...meiInput, phone: '' } }))).message).toBe(
      'diner.phone is required',
    );
    expect((await diners(sessionKey).listUserDiners({})).list).toHaveLength(0);
  });

  it("keeps each user's diners their own", async () => {
    const a = await server.createUserSession();
    const b = await server.createUserSession();
    const created = await diners(a.sessionKey).createUserDiner({ diner: meiInput });
    expect((await diners(b.sessionKey).listUserDiners({})).list).toHaveLength(0);
    expect(
      await refusal(
        diners(b.sessionKey).updateUserDiner({
          id: created.diner!.model!.id,
          diner: { ...meiInput, remark: 'mine now' },
        }),
      ),
    ).toMatchObject({ code: 'not_found', message: 'diner does not exist' });
    expect((await diners(a.sessionKey).listUserDiners({})).list[0].remark).toBe('prefers window seats');
  });

  it('needs a phone-logged user', async () => {
    const noPhone = await server.services.users.create({ nickname: 'chat only' });
    const { key } = await server.services.sessions.start(noPhone.id, {
      clientPlatform: 'WEB',
      platformId: 'web',
      deviceId: 'x',
    });
    expect(await refusal(diners(key).listUserDiners({}))).toMatchObject({
      code: 'unauthenticated',
      message: 'please log in first',
    });
  });

  it('stops at twenty diners a user', async () => {
    const { sessionKey } = await server.createUserSession();
    for (let i = 0; i < 20; i++)
      await diners(sessionKey).createUserDiner({ diner: { ...meiInput, firstName: `D${i}` } });
    expect(await refusal(diners(sessionKey).createUserDiner({ diner: meiInput }))).toMatchObject({
      code: 'failed_precondition',
      message: 'too many diners',
    });
  });
});
