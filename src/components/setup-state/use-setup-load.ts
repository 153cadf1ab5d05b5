import { useDidShow } from '@tarojs/taro';
import { useEffect, useRef } from 'react';

/**
 * Loads a setup screen's data when it opens, and again when the person comes back to
 * it (after a create or edit page), so lists show what was just saved.
 */
export function useSetupLoad(load: () => Promise<unknown> | void): void {
  const first = useRef(true);
  useEffect(() => {
    void load();
    // Once on open; later loads come from showing the page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useDidShow(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void load();
  });
}
