import { Code, ConnectError } from '@connectrpc/connect';
import { SERVER_MESSAGE } from '@/common/server-messages';

/** How a page asks staff to book over the kitchen's pacing limit, and shows the other refusals. */
export interface PacingPrompt {
  confirm(): Promise<boolean>;
  showError(error: unknown): void;
}

function isPacingRefusal(error: unknown): boolean {
  const e = ConnectError.from(error);
  return e.code === Code.FailedPrecondition && e.rawMessage === SERVER_MESSAGE.pacingFull;
}

/**
 * A staff create that the server may refuse over the shift's pacing limit
 * until staff confirm (confirm_over_pacing). With a prompt the first try is
 * silent: a pacing refusal asks staff and, confirmed, sends again; any other
 * is shown through the prompt and thrown. Null: staff did not confirm.
 */
export async function sendWithPacingConfirm<T>(
  send: (confirmOverPacing: boolean, silent: boolean) => Promise<T>,
  prompt: PacingPrompt | undefined,
): Promise<T | null> {
  if (!prompt) return send(false, false);
  try {
    return await send(false, true);
  } catch (error) {
    if (!isPacingRefusal(error)) {
      prompt.showError(error);
      throw error;
    }
    if (!(await prompt.confirm())) return null;
    return send(true, false);
  }
}
