import Taro from '@tarojs/taro';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PageShell } from '@/components/page-shell';
import { errorReport } from '@/components/error-boundary';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { resetHostUi, toastText } from '../support/host-ui';

function Broken(): never {
  throw new TypeError('cannot read the menu');
}

describe('error screen', () => {
  const writeText = jest.fn();

  beforeEach(() => {
    resetHostUi();
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  async function crash(language: 'zh-Hans' | 'en' = 'zh-Hans') {
    const store = createTestStore({ language });
    store.operator.setType('STORE');
    store.operator.setFakeOperator('STORE:9');
    store.popup.push({ name: 'some-popup' });
    const page = await bootPage(
      () => (
        <PageShell title='门店'>
          <Broken />
        </PageShell>
      ),
      { store },
    );
    return page;
  }

  it('replaces the broken content with emoji, title, the error and two buttons, inside the page shell', async () => {
    const { container } = await crash();
    expect(container.querySelector('.nav-bar__title')?.textContent).toBe('门店');
    expect(container.querySelector('.error-screen__emoji')?.textContent).toBe('😵');
    expect(screen.getByText('出错了')).toBeTruthy();
    expect(screen.getByText('cannot read the menu')).toBeTruthy();
    expect(screen.getByText('复制错误信息')).toBeTruthy();
    expect(screen.getByText('回到首页')).toBeTruthy();
  });

  it('speaks the person’s language', async () => {
    await crash('en');
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Copy error')).toBeTruthy();
    expect(screen.getByText('Go home')).toBeTruthy();
  });

  it('resets the state and makes the person a diner on showing', async () => {
    const { store } = await crash();
    expect(store.operator.type).toBe('USER');
    expect(store.operator.fakeOperatorKey).toBe('');
    expect(store.popup.visible).toBe(false);
  });

  it('copies the error with its stack', async () => {
    await crash();
    fireEvent.click(screen.getByText('复制错误信息'));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0][0]).toMatch(/^TypeError: cannot read the menu\n/);
    await waitFor(() => expect(toastText()).toBe('已复制'));
  });

  it('says so when copying fails', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = () => false;
    await crash();
    fireEvent.click(screen.getByText('复制错误信息'));
    await waitFor(() => expect(toastText()).toBe('复制失败'));
  });

  it('goes home', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' });
    await crash();
    fireEvent.click(screen.getByText('回到首页'));
    // a sheet the page had open takes its history entry away first
    await waitFor(() => expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' }));
  });

  it('reports name, message and stack', () => {
    const error = new RangeError('bad');
    error.stack = 'RangeError: bad\n    at here';
    expect(errorReport(error)).toBe('RangeError: bad\nRangeError: bad\n    at here');
  });
});
