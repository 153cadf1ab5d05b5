import Taro from '@tarojs/taro';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { en } from '@/i18n/locales/en';
import { zhHans } from '@/i18n/locales/zh-hans';
import { zhHant } from '@/i18n/locales/zh-hant';
import { askConfirm, fitsDialogButton, showNotice } from '@/services/feedback';
import { languagesFromChunks } from '../support/language-chunks';

languagesFromChunks();

// The hosts refuse a dialog whose button label is longer than 4 Chinese
// characters (8 Latin letters): such a question never showed and read as "no".
afterEach(() => jest.restoreAllMocks());

describe('dialog buttons', () => {
  it('measures a label as the hosts do', () => {
    expect(fitsDialogButton('确定删除')).toBe(true);
    expect(fitsDialogButton('确定删除吗')).toBe(false);
    expect(fitsDialogButton('Remove')).toBe(true);
    expect(fitsDialogButton('Remove member')).toBe(false);
  });

  it('asks with the plain words when a label would not fit, and still answers yes', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    const showModal = jest
      .spyOn(Taro, 'showModal')
      .mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' } as never);
    expect(await askConfirm('Remove Li Lei from the staff?', 'Remove member', 'Keep them here')).toBe(true);
    expect(showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Remove Li Lei from the staff?', confirmText: 'OK', cancelText: 'Cancel' }),
    );
    await askConfirm('Close the feast?', 'Close', 'Back');
    expect(showModal).toHaveBeenLastCalledWith(expect.objectContaining({ confirmText: 'Close', cancelText: 'Back' }));
    await showNotice('Saved', 'Understood, thanks');
    expect(showModal).toHaveBeenLastCalledWith(expect.objectContaining({ confirmText: 'OK', showCancel: false }));
    await i18n.changeLanguage('zh-Hans');
  });

  it.each([
    ['zh-Hans', zhHans.common],
    ['zh-Hant', zhHant.common],
    ['en', en.common],
  ])('the plain words fit in %s', (_language, common) => {
    for (const label of [common.confirm, common.cancel, common.gotIt]) expect(fitsDialogButton(label)).toBe(true);
  });
});
