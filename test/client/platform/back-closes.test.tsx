import { render } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { BackCloses, leavingPage } from '@/platform/back-closes';
import { createTestStore } from '../support/test-store';

// The browser's history as the router counts it: an open sheet adds one entry, and
// leaving or covering the page takes it away first, so the router's "back by N pages"
// lands N pages back.
describe('a sheet open when the app moves on', () => {
  it('gives its history entry back before a page opens over it', async () => {
    const before = window.history.length;
    const closed = jest.fn();
    const { rerender } = render(<BackCloses visible onBack={closed} />);
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toHaveProperty('fbSheet');

    await leavingPage();
    expect(window.history.state?.fbSheet).toBeUndefined();
    // The dialog closes after the next page opened: no second step back.
    rerender(<BackCloses visible={false} onBack={closed} />);
    expect(leavingPage()).toBeNull();
    expect(closed).not.toHaveBeenCalled();
  });

  it('is stepped off by the navigator before it opens the next page', async () => {
    const statesAtOpen: unknown[] = [];
    const open = jest.spyOn(Taro, 'navigateTo').mockImplementation(async () => {
      statesAtOpen.push(window.history.state?.fbSheet);
      return { errMsg: 'navigateTo:ok' } as never;
    });
    try {
      const { unmount } = render(<BackCloses visible onBack={() => {}} />);
      // The agreement dialog's OK opens the phone login page while the dialog still shows.
      await createTestStore().navigator.navigateTo('/pages/sub-user/login-phone/index');
      unmount();
      expect(statesAtOpen).toEqual([undefined]);
    } finally {
      open.mockRestore();
    }
  });

  it('has nothing to wait for when no sheet is open', () => {
    expect(leavingPage()).toBeNull();
  });
});
