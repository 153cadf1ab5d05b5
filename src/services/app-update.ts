import { i18n } from '../i18n/i18n';
import type { HostUpdateManager } from '../platform/app-update.types';
import { askConfirm, showMessage } from './feedback';

/**
 * The mini-program update prompt: once the host has downloaded a new version, the
 * diner is asked to restart into it; "later" keeps the running version until the
 * next cold start (the host applies it then by itself). A failed download says
 * what to do instead of leaving the old version silently.
 */
export function watchForAppUpdate(manager: HostUpdateManager | null): void {
  if (!manager) return;
  manager.onUpdateReady(() => {
    void askConfirm(i18n.t('appUpdate.ready'), i18n.t('appUpdate.restart'), i18n.t('appUpdate.later')).then(
      (restart) => {
        if (restart) manager.applyUpdate();
      },
    );
  });
  manager.onUpdateFailed(() => {
    showMessage(i18n.t('appUpdate.failed'), i18n.t('common.gotIt'));
  });
}
