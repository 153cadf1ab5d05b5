import { i18n } from '../i18n/i18n';
import { decideErrorReaction, type ErrorContext } from './error-catalogue';
import { showNotice, showToast } from './feedback';
import type { RpcError } from './rpc-error';
import type { FailedCall } from './rpc-transport';

export interface ErrorPresenterDeps {
  currentPath(): string;
  operatorType(): string;
  /** A store operator lost the store: clear it, become a diner, go home. */
  onStoreLost(): void;
  startLogin(): void;
}

const translate: ErrorContext['translate'] = {
  error: (key, status) => i18n.t(`error.${key}`, { status }),
  serverMessage: (key) => i18n.t(`serverMessage.${key}`),
};

/** Carries out the error catalogue's decision for one failed call. */
export function createErrorHandler(deps: ErrorPresenterDeps) {
  return (error: RpcError, call: FailedCall): void => {
    const reaction = decideErrorReaction(error, call, {
      currentPath: deps.currentPath(),
      operatorType: deps.operatorType(),
      translate,
    });
    switch (reaction.kind) {
      case 'show':
        if (reaction.display === 'modal') void showNotice(reaction.text, i18n.t('common.gotIt'));
        else showToast(reaction.text);
        return;
      case 'storeLost':
        deps.onStoreLost();
        return;
      case 'login':
        deps.startLogin();
        return;
      case 'none':
        return;
    }
  };
}
