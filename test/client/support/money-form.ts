import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { resetHostUi } from './host-ui';

// Driving the staff money screens (deposit and final payment) as a person does:
// their shared form (staff-kit's DrawForm and AmountField) and amount rows.

export const page = (name: string) => `/pages/sub-store/${name}/index`;
export const tap = (el: Element) => act(async () => void fireEvent.click(el));
export const type = (el: Element, value: string) => act(async () => void fireEvent.input(el, { target: { value } }));
export const submit = (c: HTMLElement) => tap(c.querySelector('.money-form__submit')!);
export const rowText = (c: HTMLElement, key: string) => c.querySelector(`.money-rows__row--${key}`)?.textContent ?? '';

/** Taro's input draws its <input> a moment after it mounts (later under load). */
export const amountInput = (c: HTMLElement) =>
  waitFor(() => {
    const input = c.querySelector<HTMLInputElement>('.money-form__amount input');
    expect(input).toBeTruthy();
    return input!;
  });
export const noteInput = (c: HTMLElement) =>
  waitFor(() => {
    const textarea = c.querySelector<HTMLTextAreaElement>('.money-form__note textarea');
    expect(textarea).toBeTruthy();
    return textarea!;
  });

/** Each test starts with no dialog open and navigation that goes nowhere. */
export function useMoneyScreenHost(): void {
  beforeEach(() => {
    resetHostUi();
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' });
  });
  afterEach(() => jest.restoreAllMocks());
}
