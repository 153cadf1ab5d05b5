import type { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import type { RootStore } from '@/stores';
import '@/stores/login-app';
import { looksLikeEmail } from '@/common/email';
import type { EditableField } from './editable-field';

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'problem'; key: 'empty' | 'dinerNameRequired' | 'invalidEmail' }
  | { kind: 'taken'; suggestion: string }
  /** The server refused; the error catalogue has said why. */
  | { kind: 'failed' };

/** The value a field holds now. */
export function currentValue(store: RootStore, field: EditableField): string | DinerTitle {
  const diner = store.account.currentDiner;
  switch (field) {
    case 'nickname':
      return store.session.user?.nickname ?? '';
    case 'title':
      return diner?.title ?? 0;
    default:
      return diner?.[field] ?? '';
  }
}

/** Checks and saves one field, with the rules of spec section 5 the client can check itself. */
export async function saveField(
  store: RootStore,
  field: EditableField,
  value: string | DinerTitle,
): Promise<SaveOutcome> {
  const { account } = store;
  if (field === 'title') {
    return (await account.updateDiner({ title: value as DinerTitle })) ? { kind: 'saved' } : { kind: 'failed' };
  }
  const text = String(value).trim();
  if (field === 'nickname') {
    if (!text) return { kind: 'problem', key: 'empty' };
    const outcome = await account.updateNickname(text);
    return outcome.kind === 'taken' ? outcome : outcome.kind === 'saved' ? { kind: 'saved' } : { kind: 'failed' };
  }
  if (field === 'email' && text && !looksLikeEmail(text)) return { kind: 'problem', key: 'invalidEmail' };
  const diner = account.currentDiner;
  const otherName = field === 'lastName' ? diner?.firstName : field === 'firstName' ? diner?.lastName : 'n/a';
  // A diner needs a first or a last name (spec section 3).
  if (!text && !otherName?.trim()) return { kind: 'problem', key: 'dinerNameRequired' };
  return (await account.updateDiner({ [field]: text })) ? { kind: 'saved' } : { kind: 'failed' };
}
