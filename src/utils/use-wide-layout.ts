import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { WIDE_LAYOUT_MIN_WIDTH } from '@/platform/web-platform-name';

function isWide(): boolean {
  try {
    return Taro.getWindowInfo().windowWidth >= WIDE_LAYOUT_MIN_WIDTH;
  } catch {
    return false;
  }
}

/**
 * Whether the window is wide (spec section 9, at least 800): what the stylesheets'
 * `wide` mixin decides by media query, for the few choices made in code (a booking
 * opens beside the board instead of on its own page). Follows window resizes.
 */
export function useWideLayout(): boolean {
  const [wide, setWide] = useState(isWide);
  useEffect(() => {
    const update = () => setWide(isWide());
    Taro.onWindowResize(update);
    return () => Taro.offWindowResize(update);
  }, []);
  return wide;
}
