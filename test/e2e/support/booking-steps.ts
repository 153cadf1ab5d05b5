import type { Page } from 'playwright-core';

// What a diner does on the booking pages, step by step, as taps and typing.

/** Sets a NutUI number input (the party size) by typing, as a person can. */
export async function setNumber(page: Page, selector: string, value: number): Promise<void> {
  const input = page.locator(`${selector} input`);
  await input.fill(String(value));
  await input.blur();
}

/** Taps a day of the booking calendar, paging months forward when the day is in a later month. */
export async function pickDate(page: Page, date: string): Promise<void> {
  const [year, month, day] = date.split('-').map(Number);
  for (let i = 0; i < 3; i++) {
    const title = (await page.locator('.nut-calendarcard-header-title').textContent()) ?? '';
    if (sameMonth(title, year, month)) break;
    await page.locator('.nut-calendarcard-header-right > *').first().click();
  }
  await page
    .locator('.nut-calendarcard-day.current')
    .filter({ has: page.locator('.nut-calendarcard-day-inner', { hasText: new RegExp(`^${day}$`) }) })
    .first()
    .click();
}

const ENGLISH_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The calendar's title names its month as numbers in Chinese ("2026年12月") and by name in English ("December 2026"). */
function sameMonth(title: string, year: number, month: number): boolean {
  const numbers = title.match(/\d+/g)?.map(Number) ?? [];
  const named = ENGLISH_MONTHS.findIndex((name) => title.toLowerCase().includes(name));
  const shownMonth = named >= 0 ? named + 1 : numbers[1];
  return numbers[0] === year && shownMonth === month;
}

/** Taps a time (HH:mm) of the shift shown, after choosing the shift by name. */
export async function pickTime(page: Page, shift: string, time: string): Promise<void> {
  await page.locator('.slot-picker__shift', { hasText: shift }).click();
  await page.locator('.slot', { hasText: time }).first().click();
}

/** booking-confirm: name, consent, submit. */
export async function confirmBooking(page: Page, lastName: string): Promise<void> {
  await page.locator('.booking-confirm__lastName input').fill(lastName);
  await page.locator('.consent-check .nut-checkbox').click();
  await page.locator('.booking-confirm__submit').click();
}
