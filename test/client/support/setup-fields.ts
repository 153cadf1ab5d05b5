import { act, fireEvent } from '@testing-library/react';
import { PermittedStoreService, type QueryPermittedStoresResponseSchema } from '@/gen/store/v1/store_query_service_pb';
import { answer, type Init } from './fake-network';

// The store-setup forms as a person fills them: rows found by their field name
// (components/setup-form: .setup-field--{name}).

function row(container: HTMLElement, name: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`.setup-field--${name}`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

/**
 * Types into a field as the host does: jsdom does not upgrade Taro's input and
 * textarea elements, so the input event their React wrappers listen to is sent with
 * the value in `detail`, as the real elements send it.
 */
export async function fill(container: HTMLElement, name: string, value: string): Promise<void> {
  const input = row(container, name).querySelector('taro-input-core, taro-textarea-core');
  if (!input) throw new Error(`field ${name} has no input`);
  await act(async () => {
    (input as HTMLInputElement).value = value;
    input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }));
  });
}

/** Taps an element and lets what it starts run. */
export async function tap(element: Element | null): Promise<void> {
  if (!element) throw new Error('nothing to tap');
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Taps the form's save button. */
export function save(container: HTMLElement): Promise<void> {
  return tap(container.querySelector('.setup-form__save'));
}

export function formError(container: HTMLElement): string {
  return container.querySelector('.setup-form__error')?.textContent ?? '';
}

/** The JSON bodies sent to one method, by its path's last part (e.g. 'CreateShift'). */
export function sentTo(calls: Array<{ url: string; body?: string | null }>, method: string): unknown[] {
  return calls.filter((c) => c.url.endsWith(`/${method}`)).map((c) => JSON.parse(c.body ?? '{}'));
}

/** The permitted stores every setup page starts from: one store, id 7. */
export const ONE_STORE: Init<typeof QueryPermittedStoresResponseSchema> = {
  list: [{ model: { id: '7' }, name: 'Jade Garden · The Bund', timezone: 'Asia/Shanghai', currency: 'CNY' }],
  total: 1,
};
export const PERMITTED_STORE = [answer(PermittedStoreService.method.queryPermittedStores, ONE_STORE)];
