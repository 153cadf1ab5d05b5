import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import ClientConfigEditorPage from '@/pages/sub-store/client-config-editor/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import {
  ClientConfigAdminService,
  type EditableClientConfigSchema,
} from '@/gen/platform/v1/client_config_admin_service_pb';
import { confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { fill, formError, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import { PageModule_Type } from '@/gen/platform/v1/client_config_pb';

const CONFIG: Init<typeof EditableClientConfigSchema> = {
  id: '2',
  ownerType: OperatorType.MERCHANT,
  ownerId: '1',
  ownerName: 'Jade Garden',
  draftRevision: 3,
  publishedVersion: 4,
  draft: {
    common: { appName: 'Jade Garden', primaryColor: '#8c2f39', textColorOnPrimary: '#ffffff', merchantId: '1' },
    flags: { merchantApp: true },
    pageList: [
      { type: 'home', moduleList: [{ type: PageModule_Type.GLOBAL_SEARCH }, { type: PageModule_Type.STORE_LIST }] },
    ],
  },
};

function network() {
  return fakeNetwork([
    answer(ClientConfigAdminService.method.getEditableClientConfig, { clientConfig: CONFIG }),
    answer(ClientConfigAdminService.method.saveClientConfigDraft, (_r, { draft }) => {
      return { clientConfig: { ...CONFIG, draft, draftRevision: 4, hasUnpublishedChanges: true } };
    }),
    answer(ClientConfigAdminService.method.publishClientConfig, {
      clientConfig: { ...CONFIG, draftRevision: 4, publishedVersion: 5 },
    }),
  ]);
}

async function openEditor() {
  const net = network();
  const page = await bootPage(ClientConfigEditorPage, {
    path: '/pages/sub-store/client-config-editor/index',
    params: { id: '2' },
    store: createTestStore({ request: net.request }),
  });
  await waitFor(() => expect(page.container.querySelector('.config-editor__name')).not.toBeNull());
  return { ...page, net };
}

describe('the client config editor', () => {
  beforeEach(() => resetHostUi());
  afterEach(() => jest.restoreAllMocks());

  it('lists the home page blocks and adds, moves and removes one (after asking)', async () => {
    const { container } = await openEditor();
    const names = () => Array.from(container.querySelectorAll('.config-block__name')).map((n) => n.textContent);
    expect(names()).toEqual(['全局搜索', '门店列表']);
    await tap(container.querySelector('.config-chip--add.config-chip--text'));
    expect(names()).toEqual(['全局搜索', '门店列表', '文字']);
    const tools = () => container.querySelectorAll('.config-block--text .config-block__tool');
    await tap(tools()[0]);
    expect(names()).toEqual(['全局搜索', '文字', '门店列表']);
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never);
    await tap(tools()[2]);
    await waitFor(() => expect(names()).toEqual(['全局搜索', '门店列表']));
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: '删除这个模块？发布前不会影响应用。' }),
    );
  });

  it("edits an action list's actions: type, title, link; moved and removed (after asking), all saved", async () => {
    const { container, net } = await openEditor();
    await tap(container.querySelector('.config-chip--add.config-chip--action-list'));
    const block = () => container.querySelector<HTMLElement>('.config-block--action-list')!;
    expect(block().querySelector('.config-actions__empty')?.textContent).toBe('还没有操作');
    const add = () => tap(block().querySelector('.config-actions__add'));
    await add();
    await fill(block(), 'action-0-title', 'Our story');
    const choose = (field: string, label: string) =>
      tap(
        Array.from(block().querySelectorAll(`.setup-field--${field} .setup-choice__item`)).find(
          (o) => o.textContent === label,
        ) ?? null,
      );
    await choose('action-0-link', '文章');
    await fill(block(), 'action-0-link-id', '42');
    await add();
    await choose('action-1-type', '致电门店');
    // A call needs no link: its fields go.
    expect(block().querySelector('.setup-field--action-1-link')).toBeNull();
    await add();
    await choose('action-2-type', '语言');
    // The call moves first; the language action is removed after the question.
    await tap(block().querySelectorAll('.config-actions__item')[1].querySelector('.config-block__tool'));
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never);
    await tap(block().querySelectorAll('.config-actions__item')[2].querySelector('.config-block__tool--danger'));
    await waitFor(() => expect(block().querySelectorAll('.config-actions__item')).toHaveLength(2));
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: '删除这个操作？发布前不会影响应用。' }),
    );

    await tap(container.querySelector('.config-editor__save'));
    await waitFor(() => expect(sentTo(net.calls, 'SaveClientConfigDraft')).toHaveLength(1));
    const [saved] = sentTo(net.calls, 'SaveClientConfigDraft') as Array<{
      draft: { pageList: Array<{ moduleList: Array<{ type: string; actionList?: unknown[] }> }> };
    }>;
    expect(saved.draft.pageList[0].moduleList.at(-1)).toEqual({
      type: 'ACTION_LIST',
      actionList: [
        { type: 'STORE_PHONE_CALL' },
        { type: 'LINK', title: 'Our story', link: { target: 'ARTICLE', targetId: '42' } },
      ],
    });
  });

  it('holds a colour that is not a colour back with the reason, and saves nothing', async () => {
    const { container, net } = await openEditor();
    await fill(container, 'primary-color', 'reddish');
    expect(formError(container)).toBe('请先修正：颜色须写成 #1a7f5a 这样的格式');
    await tap(container.querySelector('.config-editor__save'));
    expect(sentTo(net.calls, 'SaveClientConfigDraft')).toEqual([]);
  });

  it('publishes after a confirmation: the unsaved block is saved as the draft first, then published', async () => {
    const { container, net } = await openEditor();
    await tap(container.querySelector('.config-chip--add.config-chip--text'));
    await fill(container, 'block-text', 'Crab season');
    await tap(container.querySelector('.config-editor__publish'));
    await waitFor(() => expect(modalText()).toContain('发布后，用户下次打开应用就会看到这些修改'));
    confirmModal();
    await waitFor(() =>
      expect(sentTo(net.calls, 'PublishClientConfig')).toEqual([{ platformClientConfigId: '2', draftRevision: 4 }]),
    );
    const [saved] = sentTo(net.calls, 'SaveClientConfigDraft') as Array<{
      baseRevision: number;
      draft: { pageList: Array<{ moduleList: Array<{ type: string; text?: string }> }> };
    }>;
    expect(saved.baseRevision).toBe(3);
    expect(saved.draft.pageList[0].moduleList.at(-1)).toMatchObject({ type: 'TEXT', text: 'Crab season' });
    await waitFor(() => expect(container.querySelector('.config-editor__version')?.textContent).toContain('5'));
  });
});
