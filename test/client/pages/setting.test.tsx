import Taro from '@tarojs/taro';
import { act, fireEvent, screen } from '@testing-library/react';
import SettingPage from '@/pages/sub-user/setting/index';
import SelectLanguagePage from '@/pages/sub-user/select-language/index';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';

function row(container: HTMLElement, label: string): HTMLElement {
  const found = Array.from(container.querySelectorAll<HTMLElement>('.option-list__item')).find((el) =>
    el.textContent?.startsWith(label),
  );
  if (!found) throw new Error(`no option ${label}`);
  return found;
}

const selected = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.option-list__item--selected')).map((el) => el.textContent);

describe('setting page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the current choices, system defaults first', async () => {
    const { container } = await bootPage(SettingPage, { path: '/pages/sub-user/setting/index' });
    expect(container.querySelector('.setting__language')?.textContent).toContain('简体中文');
    expect(selected(container)).toEqual(['跟随系统✓', '跟随系统✓', '默认✓']);
  });

  it('chooses week start, time zone and theme, and keeps them', async () => {
    const store = createTestStore();
    const { container } = await bootPage(SettingPage, { store });
    await act(async () => fireEvent.click(row(container, '周一')));
    await act(async () => fireEvent.click(row(container, '东京')));
    await act(async () => fireEvent.click(row(container, '深色')));
    expect(selected(container)).toEqual(['周一✓', '东京✓', '深色✓']);
    expect([store.settings.weekStart, store.settings.timezone, store.theme]).toEqual([1, 'Asia/Tokyo', 'dark']);
    expect(container.querySelector<HTMLElement>('.page-shell')!.style.getPropertyValue('--fb-color-background')).toBe(
      '#141414',
    );
  });

  it('opens the language page', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const { container } = await bootPage(SettingPage);
    fireEvent.click(container.querySelector('.setting__language')!);
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/select-language/index' });
  });
});

describe('select-language page', () => {
  it('switches the language at once and goes back', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const store = createTestStore();
    const { container } = await bootPage(SelectLanguagePage, { store });
    expect(container.querySelector('.nav-bar__title')?.textContent).toBe('选择语言');
    await act(async () => fireEvent.click(screen.getByText('English')));
    expect(store.settings.language).toBe('en');
    expect(container.querySelector('.nav-bar__title')?.textContent).toBe('Language');
    // Opened directly (no history): back is home.
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
    reLaunch.mockRestore();
  });
});
