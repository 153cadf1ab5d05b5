import { act, fireEvent, render } from '@testing-library/react';
import { BookingCalendar } from '@/components/diner/booking-calendar';
import { i18n } from '@/i18n/i18n';

// The calendar of booking-before: each day's availability for the party, and
// the person's week start.
const days = {
  '2027-02-01': 'rest',
  '2027-02-02': 'available',
  '2027-02-03': 'full',
  '2027-02-04': 'notOpen',
  '2027-02-05': 'available',
} as const;

function renderCalendar(firstDayOfWeek: number, onSelect = jest.fn()) {
  const view = render(
    <BookingCalendar
      minDate='2027-02-01'
      maxDate='2027-02-05'
      days={days}
      selected=''
      firstDayOfWeek={firstDayOfWeek}
      onSelect={onSelect}
    />,
  );
  const cell = (date: number) =>
    Array.from(view.container.querySelectorAll<HTMLElement>('.nut-calendarcard-day.current')).find(
      (el) => el.querySelector('.nut-calendarcard-day-inner')?.textContent === String(date),
    )!;
  return { ...view, cell, onSelect };
}

describe('booking calendar', () => {
  beforeAll(() => act(() => void i18n.changeLanguage('zh-Hans')));

  it('marks rest, not-open and full days, and only open days with tables can be chosen', async () => {
    const { cell, onSelect } = renderCalendar(1);
    expect(cell(1).textContent).toContain('休息');
    expect(cell(3).textContent).toContain('已满');
    expect(cell(4).textContent).toContain('未开放');
    expect(cell(2).textContent).toBe('2');
    // Outside the window nothing is marked, and nothing can be chosen.
    expect(cell(10).className).toContain('disabled');
    for (const date of [1, 3, 4, 10]) await act(async () => fireEvent.click(cell(date)));
    expect(onSelect).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(cell(5)));
    expect(onSelect).toHaveBeenCalledWith('2027-02-05');
  });

  it('starts the week on the day the settings say', () => {
    const headers = (first: number) =>
      Array.from(renderCalendar(first).container.querySelectorAll('.nut-calendarcard-day.header')).map(
        (el) => el.textContent,
      );
    expect(headers(1)[0]).toBe('一');
    expect(headers(0)[0]).toBe('日');
    expect(headers(6)[0]).toBe('六');
  });
});
