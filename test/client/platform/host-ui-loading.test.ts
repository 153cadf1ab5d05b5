import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import { chooseHostImages } from '@/platform/host-ui';
import type * as HostUi from '@/platform/host-ui';
import { askConfirm, showToast } from '@/services/feedback';
import { createTestStore } from '../support/test-store';
import { cancelModal, confirmModal, modalButtons, modalText, resetHostUi, toastText } from '../support/host-ui';

// On H5, Taro's toast, modal and image picker load with their first use
// (platform/host-ui.h5.ts): what a person asked for before they arrived must still happen.
// The first test of this file is the module's first use.

afterEach(() => jest.restoreAllMocks());

describe("the host's toast and dialogs, loaded on first use", () => {
  it('shows toasts raised before the toast module arrived, the last one on top', async () => {
    resetHostUi();
    createTestStore({ language: 'en' });
    showToast('Copied');
    showToast('Saved');
    expect(toastText()).toBe('');
    await waitFor(() => expect(toastText()).toBe('Saved'));
    showToast('Removed');
    await waitFor(() => expect(toastText()).toBe('Removed'));
  });

  it('asks a confirm question and answers what the person tapped', async () => {
    resetHostUi();
    createTestStore({ language: 'en' });
    const yes = askConfirm('Log out of this device?', 'Log out', 'Stay');
    await waitFor(() => expect(modalText()).toBe('Log out of this device?'));
    expect(modalButtons()).toEqual(['Stay', 'Log out']);
    confirmModal();
    expect(await yes).toBe(true);
    const no = askConfirm('Delete the photo?', 'Delete', 'Keep');
    await waitFor(() => expect(modalText()).toBe('Delete the photo?'));
    cancelModal();
    expect(await no).toBe(false);
  });

  it('tries again with the next message when the module did not arrive (offline)', async () => {
    resetHostUi();
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/platform/taro-host-ui', () => {
        throw new Error('chunk load failed');
      });
      const hostUi = require('@/platform/host-ui') as typeof HostUi;
      hostUi.showHostToast('Network request failed', 3000);
      await expect(hostUi.showHostModal({ content: 'Delete?', showCancel: true, confirmText: 'OK' })).rejects.toThrow(
        'chunk load failed',
      );
      jest.dontMock('@/platform/taro-host-ui');
      hostUi.showHostToast('Network request failed', 3000);
      await waitFor(() => expect(toastText()).toBe('Network request failed'));
    });
  });

  it("picks images through the host's picker, compressed", async () => {
    const chooseImage = jest
      .spyOn(Taro, 'chooseImage')
      .mockResolvedValue({ tempFilePaths: ['blob:a', 'blob:b'] } as never);
    expect(await chooseHostImages(2)).toEqual(['blob:a', 'blob:b']);
    expect(chooseImage).toHaveBeenCalledWith({ count: 2, sizeType: ['compressed'] });
  });
});
