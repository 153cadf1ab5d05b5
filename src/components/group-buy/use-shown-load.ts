import { useDidShow } from '@tarojs/taro';
import { useEffect, useRef } from 'react';

/**
 * Loads when the page mounts and again on every later return to it (back
 * from another page). The first show is not relied on: a page mounted after
 * it would never load.
 */
export function useShownLoad(load: () => unknown): void {
  const latest = useRef(load);
  latest.current = load;
  const shown = useRef(false);
  useEffect(() => {
    void latest.current();
  }, []);
  useDidShow(() => {
    if (shown.current) void latest.current();
    shown.current = true;
  });
}
