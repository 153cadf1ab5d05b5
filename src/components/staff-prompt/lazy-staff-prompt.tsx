import { lazy, Suspense } from 'react';

// NutUI's Dialog (with its Popup and Overlay) is not needed to draw a page: the
// prompt's view loads the first time a login raises it.
const StaffPromptView = lazy(() => import('./staff-prompt').then((m) => ({ default: m.StaffPrompt })));

/** The staff member's merchant-tools prompt, drawn once its chunk has loaded. */
export function StaffPrompt() {
  return (
    <Suspense fallback={null}>
      <StaffPromptView />
    </Suspense>
  );
}
