import { waitFor } from '@testing-library/react';
import { when } from 'mobx';
import { i18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/language';
import type { HostUpdateManager } from '@/platform/app-update.types';
import { createMemoryStorage } from '@/platform/memory-storage';
import { watchForAppUpdate } from '@/services/app-update';
import { cancelModal, confirmModal, modalButtons, modalText, resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';

/** The host's update manager as WeChat documents it: it calls back once a download ends. */
class HostUpdates implements HostUpdateManager {
  private ready: (() => void)[] = [];
  private failed: (() => void)[] = [];
  restarts = 0;
  onUpdateReady(listener: () => void) {
    this.ready.push(listener);
  }
  onUpdateFailed(listener: () => void) {
    this.failed.push(listener);
  }
  applyUpdate() {
    this.restarts += 1;
  }
  downloaded() {
    for (const listener of this.ready) listener();
  }
  downloadFailed() {
    for (const listener of this.failed) listener();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function inLanguage(language: Language) {
  const store = createTestStore({ storage: createMemoryStorage(), language });
  await when(() => store.languageReady && i18n.language === language);
}

beforeEach(() => resetHostUi());
afterAll(() => i18n.changeLanguage('zh-Hans'));

describe('the mini-program update prompt', () => {
  it('asks to restart once the new version is downloaded, and restarts only on yes', async () => {
    await inLanguage('zh-Hans');
    const host = new HostUpdates();
    watchForAppUpdate(host);
    expect(modalText()).toBe('');

    host.downloaded();
    await waitFor(() => expect(modalText()).toContain('新版本已经准备好'));
    expect(modalButtons()).toEqual(['稍后', '重启']);
    expect(host.restarts).toBe(0);
    confirmModal();
    await settle();
    expect(host.restarts).toBe(1);
  });

  it('keeps the running version when the diner says later', async () => {
    await inLanguage('en');
    const host = new HostUpdates();
    watchForAppUpdate(host);
    host.downloaded();
    await waitFor(() => expect(modalText()).toBe('A new version is ready. Restart now to use it?'));
    cancelModal();
    await settle();
    expect(host.restarts).toBe(0);
  });

  it('says what to do when the download fails, in the diner’s language', async () => {
    await inLanguage('zh-Hant');
    const host = new HostUpdates();
    watchForAppUpdate(host);
    host.downloadFailed();
    await waitFor(() => expect(modalText()).toContain('新版本下載失敗'));
    expect(host.restarts).toBe(0);
  });

  it('does nothing on a host without an update manager (H5, old base libraries)', () => {
    expect(() => watchForAppUpdate(null)).not.toThrow();
    expect(modalText()).toBe('');
  });
});
