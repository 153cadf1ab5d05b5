import { lazy, Suspense } from 'react';

// NutUI's Popup, Overlay and the transitions they use are not needed to draw a page:
// the stack's view loads when a popup page first opens, and from then on opens at once.
const PopupStackView = lazy(() => import('./popup-stack').then((m) => ({ default: m.PopupStack })));

/** The popup page stack, drawn once its chunk has loaded. */
export function PopupStack() {
  return (
    <Suspense fallback={null}>
      <PopupStackView />
    </Suspense>
  );
}
