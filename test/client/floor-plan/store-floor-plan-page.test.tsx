import { PermittedStoreService, type QueryPermittedStoresResponseSchema } from '@/gen/store/v1/store_query_service_pb';
import { StoreTableService, type StoreTableSchema } from '@/gen/store/v1/table_pb';
import { type StoreFloorPlanSchema, StoreFloorPlanService } from '@/gen/store/v1/store_day_service_pb';
import Taro from '@tarojs/taro';
import { act, waitFor } from '@testing-library/react';
import StoreFloorPlanPage from '@/pages/sub-store/store-floor-plan/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, fieldsOf, type Init, refusal } from '../support/fake-network';
import { confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, ONE_STORE, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

const tables: Init<typeof StoreTableSchema>[] = [
  { model: { id: '1' }, name: 'A', seatCapacity: 2, itemList: [{ model: { id: '11' }, name: 'A1', sort: 1 }] },
  { model: { id: '2' }, name: 'B', seatCapacity: 4, itemList: [{ model: { id: '21' }, name: 'B1', sort: 1 }] },
];

/** A fake server keeping the store's plans, answering each change as the real one does. */
function network(
  refuseSave = false,
  permitted: () => Promise<Init<typeof QueryPermittedStoresResponseSchema>> = async () => ONE_STORE,
) {
  let plans: Init<typeof StoreFloorPlanSchema>[] = [
    { model: { id: '90' }, storeId: '7', name: 'Main hall', width: 1000, height: 700, sort: 1, placementList: [] },
  ];
  return fakeNetwork([
    answer(PermittedStoreService.method.queryPermittedStores, permitted),
    answer(StoreTableService.method.queryTables, { list: tables }),
    answer(StoreFloorPlanService.method.queryFloorPlans, () => ({ list: plans })),
    answer(StoreFloorPlanService.method.createFloorPlan, (_r, input) => {
      const made: Init<typeof StoreFloorPlanSchema> = {
        ...fieldsOf(input.floorPlan),
        model: { id: '91' },
        storeId: '7',
        placementList: [],
      };
      plans = [...plans, made];
      return { floorPlan: made };
    }),
    answer(StoreFloorPlanService.method.updateFloorPlan, (_r, input) => {
      if (refuseSave) {
        return refusal('invalid_argument', 'a table must lie inside the floor plan', 400);
      }
      const saved: Init<typeof StoreFloorPlanSchema> = {
        ...fieldsOf(input.floorPlan),
        model: { id: input.floorPlanId },
        storeId: '7',
      };
      plans = plans.map((p) => (p.model?.id === input.floorPlanId ? saved : p));
      return { floorPlan: saved };
    }),
    answer(StoreFloorPlanService.method.deleteFloorPlan, (_r, input) => {
      plans = plans.filter((p) => p.model?.id !== input.floorPlanId);
      return {};
    }),
  ]);
}

const placedNames = (c: HTMLElement) =>
  Array.from(c.querySelectorAll('.fp-editor__table .fp-editor__table-name')).map((e) => e.textContent);
const paletteNames = (c: HTMLElement) =>
  Array.from(c.querySelectorAll('.fp-editor__palette-item .fp-editor__table-name')).map((e) => e.textContent);

describe('the floor plan editor page', () => {
  beforeEach(() => {
    resetHostUi();
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('puts tables on the plan, turns one round, and saves the plan whole', async () => {
    const net = network();
    const { container } = await bootPage(StoreFloorPlanPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(paletteNames(container)).toEqual(['A1', 'B1']));
    expect(container.querySelector('.floor-plan-page__save')?.className).toContain('disabled');

    await tap(container.querySelectorAll('.fp-editor__palette-item')[1]!);
    expect(placedNames(container)).toEqual(['B1']);
    expect(paletteNames(container)).toEqual(['A1']);
    await tap(container.querySelector('.fp-editor__shape'));
    await tap(container.querySelector('.fp-editor__rotate'));
    await tap(container.querySelector('.fp-editor__palette-item'));
    expect(container.textContent).toContain('所有桌位都已摆放');

    await tap(container.querySelector('.floor-plan-page__save'));
    await waitFor(() => expect(sentTo(net.calls, 'UpdateFloorPlan')).toHaveLength(1));
    const sent = sentTo(net.calls, 'UpdateFloorPlan')[0] as { floorPlan: { placementList: unknown[] } };
    expect(sent).toMatchObject({ storeId: '7', floorPlanId: '90', floorPlan: { name: 'Main hall', width: 1000 } });
    expect(sent.floorPlan.placementList).toEqual([
      expect.objectContaining({ storeTableItemId: '21', shape: 'ROUND', rotation: 15, width: 150, height: 150 }),
      expect.objectContaining({ storeTableItemId: '11', shape: 'ROUND', width: 110, height: 110 }),
    ]);
    await waitFor(() => expect(container.querySelector('.floor-plan-page__save')?.textContent).toBe('已保存'));
  });

  it('puts an uploaded picture of the room under the tables and saves it with the plan', async () => {
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:room'] } as never);
    const upload = jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
      statusCode: 200,
      data: JSON.stringify({
        fileId: 'f1',
        url: 'https://cdn.test/room.jpg',
        width: 1000,
        height: 700,
        contentType: 'image/jpeg',
      }),
    } as never);
    const net = network();
    const { container } = await bootPage(StoreFloorPlanPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(paletteNames(container)).toHaveLength(2));
    await tap(container.querySelector('.fp-editor__upload'));
    await waitFor(() =>
      expect(container.querySelector<HTMLElement>('.fp-editor__room')?.style.backgroundImage).toContain('room.jpg'),
    );
    expect(upload.mock.calls[0]![0]).toMatchObject({
      formData: { remark: 'floor-plan', operator_type: 'STORE', operator_id: '7' },
    });
    await tap(container.querySelector('.floor-plan-page__save'));
    await waitFor(() => expect(sentTo(net.calls, 'UpdateFloorPlan')).toHaveLength(1));
    expect(sentTo(net.calls, 'UpdateFloorPlan')[0]).toMatchObject({
      floorPlan: { background: { fileId: 'f1', url: 'https://cdn.test/room.jpg' } },
    });
    // and takes it away again
    await tap(container.querySelector('.fp-editor__clear-picture'));
    expect(container.querySelector<HTMLElement>('.fp-editor__room')?.style.backgroundImage).toBe('');
  });

  it('shows the server’s refusal and keeps the changes', async () => {
    const net = network(true);
    const { container } = await bootPage(StoreFloorPlanPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(paletteNames(container)).toHaveLength(2));
    await tap(container.querySelector('.fp-editor__palette-item'));
    await tap(container.querySelector('.floor-plan-page__save'));
    // a short message: the host's toast (spec section 8)
    await waitFor(() => expect(toastText()).toBe('桌位必须位于平面图范围内'));
    expect(placedNames(container)).toEqual(['A1']);
  });

  it('opened directly, asks for the permitted stores once and loads the plans and tables of the first', async () => {
    let answerStores: () => void = () => undefined;
    const slowStores = new Promise<void>((resolve) => (answerStores = resolve));
    const net = network(false, async () => {
      await slowStores;
      return ONE_STORE;
    });
    const { container } = await bootPage(StoreFloorPlanPage, { store: createTestStore({ request: net.request }) });
    await act(async () => answerStores());
    await waitFor(() => expect(paletteNames(container)).toEqual(['A1', 'B1']));
    expect(net.calls.filter((c) => c.url.endsWith('/QueryPermittedStores'))).toHaveLength(1);
    expect(sentTo(net.calls, 'QueryFloorPlans')).toEqual([{ storeId: '7' }]);
  });

  it('creates a plan by name and deletes one after asking', async () => {
    const net = network();
    const { container } = await bootPage(StoreFloorPlanPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(container.querySelectorAll('.floor-plan-page__plan')).toHaveLength(1));
    await act(async () => {
      const input = container.querySelector('.floor-plan-page__new-name taro-input-core')!;
      (input as HTMLInputElement).value = 'Terrace';
      input.dispatchEvent(new CustomEvent('input', { detail: { value: 'Terrace' }, bubbles: true }));
    });
    await tap(container.querySelector('.floor-plan-page__create'));
    await waitFor(() => expect(container.querySelectorAll('.floor-plan-page__plan')).toHaveLength(2));
    expect(sentTo(net.calls, 'CreateFloorPlan')).toEqual([
      { storeId: '7', floorPlan: { name: 'Terrace', width: 1000, height: 700, sort: 2 } },
    ]);
    expect(container.querySelector('.floor-plan-page__plan--on')?.textContent).toBe('Terrace');

    await fill(container, 'plan-name', 'Garden');
    await tap(container.querySelector('.floor-plan-page__delete'));
    await waitFor(() => expect(modalText()).toContain('Terrace'));
    await act(async () => confirmModal());
    await waitFor(() => expect(container.querySelectorAll('.floor-plan-page__plan')).toHaveLength(1));
    expect(sentTo(net.calls, 'DeleteFloorPlan')).toEqual([{ storeId: '7', floorPlanId: '91' }]);
  });
});
