import { ClientConfigSchema, type ClientConfigCommonSchema } from '@/gen/platform/v1/client_config_pb';
import Taro from '@tarojs/taro';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PageShell, type PageShellProps } from '@/components/page-shell';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import type { RootStore, OperatorType } from '@/stores';
import { bootPage } from '../support/boot-page';
import { fakeNetwork, type Init, jsonFile } from '../support/fake-network';
import { createTestStore, type TestStoreOptions } from '../support/test-store';

const CONFIG = '/platform-client-config/1.json';
type Common = Init<typeof ClientConfigCommonSchema>;

async function storeWith(
  common: Common = {},
  type: OperatorType = 'USER',
  options: TestStoreOptions = {},
): Promise<RootStore> {
  const network = fakeNetwork([jsonFile(CONFIG, ClientConfigSchema, { model: { id: '1' }, config: { common } })]);
  const store = createTestStore({ request: network.request, ...options });
  store.operator.setType(type);
  await store.clientConfig.load();
  return store;
}

function renderShell(store: RootStore, props: Partial<PageShellProps> = {}) {
  return bootPage(
    () => (
      <PageShell title='页面标题' {...props}>
        <span>页面内容</span>
      </PageShell>
    ),
    { store, path: '/pages/sub-user/setting/index' },
  );
}

const rootStyle = (container: HTMLElement) => container.querySelector<HTMLElement>('.page-shell')!.style;

describe('page shell', () => {
  let reLaunch: jest.SpyInstance;
  let navigateTo: jest.SpyInstance;

  beforeEach(() => {
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' });
    navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the title, the content, and back and home buttons', async () => {
    const { container } = await renderShell(await storeWith());
    expect(container.querySelector('.nav-bar__title')?.textContent).toBe('页面标题');
    expect(screen.getByText('页面内容')).toBeTruthy();
    fireEvent.click(container.querySelector('.nav-bar__home')!);
    expect(reLaunch).toHaveBeenLastCalledWith({ url: '/pages/home/index' });
    // No history to go back to: back goes home too.
    fireEvent.click(container.querySelector('.nav-bar__back')!);
    await waitFor(() => expect(reLaunch).toHaveBeenCalledTimes(2));
  });

  it('a tab page has neither back nor home, and a fixed bar keeps room for itself', async () => {
    const store = await storeWith();
    const { container } = await bootPage(() => <TabPage path={TAB_PATHS.me} title='我的' fixedNav />, { store });
    expect(container.querySelector('.nav-bar__back')).toBeNull();
    expect(container.querySelector('.nav-bar__home')).toBeNull();
    expect(container.querySelector('.nav-bar--fixed')).not.toBeNull();
    expect(container.querySelector('.nav-bar__spacer')).not.toBeNull();
    expect(container.querySelector('.tab-bar')).not.toBeNull();
  });

  it('shows the diner contact footer with its title, three lines and a chat button', async () => {
    const { container } = await renderShell(await storeWith(), { contactFooter: true });
    const footer = container.querySelector('.contact-footer')!;
    expect(
      Array.from(footer.querySelectorAll('.contact-footer__title, .contact-footer__line')).map((e) => e.textContent),
    ).toEqual(['联系我们', '门店入驻', '产品反馈', '商务合作']);
    fireEvent.click(screen.getByText('在线咨询'));
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/contact-store/index' });
  });

  it('shows no contact footer to staff', async () => {
    const { container } = await renderShell(await storeWith({}, 'STORE'), { contactFooter: true });
    expect(container.querySelector('.contact-footer')).toBeNull();
  });

  it.each<[string, Common, OperatorType, boolean, boolean]>([
    ['diner, contact on', { globalContactEnabled: true }, 'USER', false, true],
    ['diner, contact on, page hides it', { globalContactEnabled: true }, 'USER', true, false],
    ['diner, contact off', { globalContactEnabled: false }, 'USER', false, false],
    ['staff, contact on', { globalContactEnabled: true }, 'MERCHANT', false, false],
  ])('floating contact button: %s', async (_case, common, type, hide, shown) => {
    const { container } = await renderShell(await storeWith(common, type), { hideContactButton: hide });
    const button = container.querySelector('.contact-button');
    expect(Boolean(button)).toBe(shown);
    if (button) {
      expect(button.textContent).toBe('?');
      fireEvent.click(button);
      expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/contact-store/index' });
    }
  });

  it.each([
    ['https://api-dev.feastbook.test', true],
    ['https://dev.feastbook.test', true],
    ['https://api.feastbook.test', false],
    ['http://127.0.0.1:8080', false],
  ])('test-environment watermark with API base %s: %s', async (apiBase, shown) => {
    const { container } = await renderShell(await storeWith({}, 'USER', { apiBase }));
    expect(container.querySelector('.test-watermark') !== null).toBe(shown);
    if (shown) expect(container.querySelector('.test-watermark__label')?.textContent).toBe('测试环境');
  });

  it('has a dark style for booking and payment pages, over the light theme of a diner', async () => {
    const { container } = await renderShell(await storeWith(), { variant: 'dark' });
    expect(container.querySelector('.page-shell')?.classList.contains('page-shell--dark')).toBe(true);
    // Dark background and bar with a white title; the diner's primary colour stays.
    expect(rootStyle(container).getPropertyValue('--fb-color-background')).toBe('#1b1c1f');
    expect(rootStyle(container).getPropertyValue('--fb-color-nav-text')).toBe('#ffffff');
    expect(rootStyle(container).getPropertyValue('--fb-color-primary')).toBe('#d4380d');
    // NutUI's sunken background (dialog cancel buttons) follows, or its light text would vanish on white.
    expect(rootStyle(container).getPropertyValue('--nutui-color-background-sunken')).toBe('#1b1c1f');
  });

  it.each<[string, OperatorType, Common, string]>([
    ['diners default to light', 'USER', {}, '#d4380d'],
    ['staff default to green', 'STORE', {}, '#07a35a'],
    ['the merchant colour overrides a diner theme', 'USER', { primaryColor: '#123456' }, '#123456'],
    ['the merchant colour does not apply to staff', 'MERCHANT', { primaryColor: '#123456' }, '#07a35a'],
  ])('theme: %s', async (_case, type, common, primary) => {
    const { container } = await renderShell(await storeWith(common, type));
    expect(rootStyle(container).getPropertyValue('--fb-color-primary')).toBe(primary);
    expect(rootStyle(container).getPropertyValue('--nutui-color-primary')).toBe(primary);
  });

  it('follows the chosen theme and language at once', async () => {
    const store = await storeWith();
    const { container } = await bootPage(() => <TabPage path={TAB_PATHS.me} title='x' />, { store });
    expect(rootStyle(container).getPropertyValue('--fb-color-background')).toBe('#f5f5f5');
    await act(async () => {
      store.settings.setTheme('dark');
      store.settings.setLanguage('en');
    });
    expect(rootStyle(container).getPropertyValue('--fb-color-background')).toBe('#141414');
    await waitFor(() => expect(container.querySelector('.tab-bar__item--active')?.textContent).toBe('Me'));
    // The browser's own theme colour follows too.
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#1f1f1f');
  });
});
