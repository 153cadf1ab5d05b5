import { useEffect } from 'react';
import { useRootStore } from '@/stores';

/**
 * Whether the person manages this store, from their staff standing (asked once
 * when not known yet, e.g. a staff page opened from a link). Managers' actions
 * (undoing an arrival, a no-show, a ticket's redemption) show only then; the
 * server decides each call all the same. Read it inside an observer.
 */
export function useManages(storeId: string): boolean {
  const { staffStanding, session } = useRootStore();
  const known = staffStanding.standing !== null;
  const userId = session.userId;
  useEffect(() => {
    if (!known && userId) void staffStanding.load();
  }, [known, userId, staffStanding]);
  return staffStanding.manages(storeId);
}
