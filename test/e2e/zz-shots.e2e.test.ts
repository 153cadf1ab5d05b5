import path from 'node:path';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { it } from 'vitest';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import { startAppServer } from './support/app-server';
import { launchBrowser } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';

const OUT = path.resolve(__dirname, '../../.tmp/shots3');

it('screenshots', async () => {
  const server = await startAppServer();
  const { browser, close } = await launchBrowser();
  const staff = await loginBySms(server.url, '13800000002');
  const db = server.database.db;
  const store = await db.selectFrom('store').select(['id']).where('name', '=', 'Jade Garden · The Bund').executeTakeFirstOrThrow();
  const shifts = await db.selectFrom('store_shift').select(['id', 'name']).where('store_id', '=', store.id).execute();
  const dinner = shifts.find((s) => s.name.includes('Dinner')) ?? shifts[shifts.length - 1];
  const items = await db.selectFrom('store_table_item as i').innerJoin('store_table as t', 't.id', 'i.store_table_id').select(['i.id', 't.seat_capacity']).where('t.store_id', '=', store.id).orderBy('t.seat_capacity', 'desc').execute();
  const client = server.client(StoreFeastService, { sessionKey: staff.session });
  const date = addDays(businessDateOf(Date.now(), 'Asia/Shanghai'), 9);
  const { feast } = await client.createStoreFeast({
    storeId: store.id,
    feast: {
      title: '大闸蟹品鉴宴 Hairy Crab Night',
      description: '八道菜围绕秋季大闸蟹，配黄酒。Eight courses around the autumn crab.',
      menu: '蟹粉豆腐 · 清蒸大闸蟹 · 蟹黄面',
      participantCount: 10,
      minParticipantCount: 6,
      depositPerPerson: '20000',
      estimatedCost: '68800',
      place: '包间 Private room',
      visibility: 2,
      shareable: true,
      showParticipants: true,
      questionList: ['有没有忌口？ Any allergies?'],
      registrationDeadline: timestampFromDate(new Date(Date.now() + 5 * 86400_000)),
      reservationDate: date,
      startSecond: 18 * 3600,
      durationSecond: 10800,
      storeShiftId: dinner.id,
      serviceChargePercent: 10,
    } as never,
  });
  const id = feast!.model!.id;
  await client.publishFeast({ storeId: store.id, feastId: id, tableItemIdList: [items[0].id] });
  const diner = await loginBySms(server.url, '13912349999');
  await server.client(DinerFeastService, { sessionKey: diner.session }).joinFeast({ feastId: id, seatCount: 2, answerList: ['不吃辣'] });
  const pages: Array<[string, string, 'diner' | 'staff']> = [
    ['tab', '/app/pages/feast/index', 'diner'],
    ['detail', `/app/pages/sub-user/feast-detail/index?id=${id}`, 'diner'],
    ['join-info', `/app/pages/sub-user/feast-join-info/index?id=${id}`, 'diner'],
    ['poster', `/app/pages/sub-user/share-feast-poster/index?id=${id}`, 'diner'],
    ['rule', `/app/pages/sub-user/feast-deposit-rule/index?id=${id}`, 'diner'],
    ['staff-detail', `/app/pages/sub-store/feast-detail/index?id=${id}`, 'staff'],
    ['staff-members', `/app/pages/sub-store/feast-members/index?id=${id}`, 'staff'],
    ['staff-create', `/app/pages/sub-store/feast-create/index`, 'staff'],
    ['staff-list', `/app/pages/sub-store/feast/index`, 'staff'],
  ];
  const only = (process.env.SHOT_SIZES ?? '390x844,1280x800,1440x900').split(',');
  for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
    for (const size of only) {
      const [width, height] = size.split('x').map(Number);
      const context = await browser.newContext({ viewport: { width, height } });
      await context.addInitScript((l) => window.localStorage.setItem('settings.language', l), lang);
      const page = await context.newPage();
      const other = await browser.newContext({ viewport: { width, height } });
      await other.addInitScript((l) => window.localStorage.setItem('settings.language', l), lang);
      await addSession(other, server.url, staff.session);
      const staffPage = await other.newPage();
      await addSession(context, server.url, diner.session);
      for (const [name, url, who] of pages) {
        const p = who === 'diner' ? page : staffPage;
        await p.goto(`${server.url}${url}`);
        await p.waitForTimeout(2500);
        await p.screenshot({ path: path.join(OUT, `${lang}-${size}-${name}.png`), fullPage: false });
      }
      await context.close();
      await other.close();
    }
  }
  await close();
  await server.close();
}, 600_000);
