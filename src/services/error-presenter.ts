import { i18n } from '../i18n/i18n';
import { decideErrorReaction, type ErrorContext, type ErrorReaction } from './error-catalogue';
import { showNotice, showToast } from './feedback';
import { loadServerMessages } from './server-message-loader';
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

// The table of server messages and their texts are fetched with the first message the
// catalogue shows, not at start (server-message-loader.ts).
let messageKey: ErrorContext['messageKey'];
const unknownMessage: NonNullable<ErrorContext['messageKey']> = () => undefined;
function loadMessageTable(): Promise<void> {
  return loadServerMessages().then((table) => void (messageKey = table.serverMessageKey));
}

/** Carries out the error catalogue's decision for one failed call. */
export function createErrorHandler(deps: ErrorPresenterDeps) {
  const carryOut = (reaction: ErrorReaction): void => {
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
      case 'lookUp':
      case 'none':
        return;
    }
  };
  return (error: RpcError, call: FailedCall): void => {
    const context: ErrorContext = {
      currentPath: deps.currentPath(),
      operatorType: deps.operatorType(),
      messageKey,
      translate,
    };
    const reaction = decideErrorReaction(error, call, context);
    if (reaction.kind !== 'lookUp') {
      carryOut(reaction);
      return;
    }
    // Without the table the server's own words are shown, untranslated.
    void loadMessageTable().then(
      () => carryOut(decideErrorReaction(error, call, { ...context, messageKey })),
      () => carryOut(decideErrorReaction(error, call, { ...context, messageKey: unknownMessage })),
    );
  };
}
