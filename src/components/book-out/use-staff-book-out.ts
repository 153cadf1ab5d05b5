import type { RootStore } from '@/stores/root.store';
import { StaffBookOutStore } from '@/stores/book-out/staff-book-out.store';
import { useStaff } from '@/components/staff-kit/use-staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const made = new WeakMap<RootStore, StaffBookOutStore>();

/**
 * The store's private dining requests, made on first use by a sub-store page
 * (the list, a request, the board's line) rather than with the staff app's
 * stores, so their code stays out of the main package.
 */
export function useStaffBookOut(): StaffBookOutStore {
  const { root, staff } = useStaff();
  let store = made.get(root);
  if (!store) {
    store = new StaffBookOutStore(staff.api, staff.stores);
    made.set(root, store);
  }
  return store;
}
