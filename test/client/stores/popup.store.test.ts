import { PopupStore, POPUP_CLEAR_DELAY_MS } from '@/stores/popup.store';

describe('popup page stack (spec section 2)', () => {
  let duplicates: number;
  let popup: PopupStore;

  beforeEach(() => {
    jest.useFakeTimers();
    duplicates = 0;
    popup = new PopupStore(() => duplicates++);
  });
  afterEach(() => jest.useRealTimers());

  const names = () => popup.pages.map((p) => p.name);

  it('pushes, replaces and pops', () => {
    expect(popup.push({ name: 'a' })).toBe(true);
    expect(popup.push({ name: 'b' })).toBe(true);
    expect(popup.visible).toBe(true);
    expect(popup.replace({ name: 'c' })).toBe(true);
    expect(names()).toEqual(['a', 'c']);
    popup.pop();
    expect(names()).toEqual(['a']);
    expect(popup.top?.name).toBe('a');
  });

  it.each([
    ['the same page', { name: 'a' }, { name: 'a' }, false],
    [
      'the same page with the same params',
      { name: 'a', params: { id: '1' } },
      { name: 'a', params: { id: '1' } },
      false,
    ],
    ['the same page for another subject', { name: 'a', params: { id: '1' } }, { name: 'a', params: { id: '2' } }, true],
    ['another page', { name: 'a' }, { name: 'b' }, true],
  ])('pushing %s again: accepted %s', (_case, first, second, accepted) => {
    popup.push(first);
    expect(popup.push(second)).toBe(accepted);
    expect(duplicates).toBe(accepted ? 0 : 1);
    expect(popup.pages).toHaveLength(accepted ? 2 : 1);
  });

  it('refuses to replace the top with a page lower in the stack', () => {
    popup.push({ name: 'a' });
    popup.push({ name: 'b' });
    expect(popup.replace({ name: 'a' })).toBe(false);
    expect(duplicates).toBe(1);
    expect(names()).toEqual(['a', 'b']);
  });

  it('closing the last page hides the popup at once and clears it after 300 ms', () => {
    popup.push({ name: 'a' });
    popup.pop();
    expect(popup.visible).toBe(false);
    // Still rendered while the popup animates away.
    expect(names()).toEqual(['a']);
    jest.advanceTimersByTime(POPUP_CLEAR_DELAY_MS - 1);
    expect(names()).toEqual(['a']);
    jest.advanceTimersByTime(1);
    expect(names()).toEqual([]);
  });

  it('a page pushed while closing cancels the clearing', () => {
    popup.push({ name: 'a' });
    popup.pop();
    popup.push({ name: 'b' });
    jest.advanceTimersByTime(POPUP_CLEAR_DELAY_MS * 2);
    expect(popup.visible).toBe(true);
    expect(names()).toEqual(['b']);
  });

  it('replace on an empty stack opens the page', () => {
    expect(popup.replace({ name: 'a' })).toBe(true);
    expect(popup.visible).toBe(true);
    expect(names()).toEqual(['a']);
  });
});
