import { logInWithPhoneCode } from './diner-steps';
import type { MiniApp } from './mini-app';

// What a store's staff member does in the mini-program.

/**
 * Logs in with a phone code; a store's staff member is then asked whether to go to
 * the merchant tools, and goes.
 */
export async function logInToMerchantTools(app: MiniApp, serverUrl: string, phone: string): Promise<void> {
  await logInWithPhoneCode(app, serverUrl, phone);
  const prompted = app.current;
  await prompted.waitForElement('staff-prompt', '前往商家工具');
  await prompted.tap('nut-dialog-footer-ok');
}
