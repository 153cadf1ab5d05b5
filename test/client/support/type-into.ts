import { act } from '@testing-library/react';

/**
 * Types into a Taro input as the host does: jsdom does not upgrade Taro's input
 * element, so the input event its React wrapper listens to is sent with the value in
 * `detail`, as the real element sends it.
 */
export async function typeInto(field: Element | null, value: string): Promise<void> {
  const input = field?.matches('taro-input-core') ? field : field?.querySelector('taro-input-core');
  if (!input) throw new Error('no input to type into');
  await act(async () => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }));
  });
}
