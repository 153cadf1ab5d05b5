import type { FeastRecord } from './feast.record';

/** Who is looking at a feast, as far as its visibility cares. */
export interface FeastViewer {
  userId: string | null;
  shareToken: string;
  /** Holds (or held) a participation in it. */
  joined: boolean;
  /** Staff permitted for its store. */
  staff: boolean;
}

/**
 * Spec section 3 visibility: CREATOR only its creator; SHARE only by its
 * link (and those already in it); ALL anyone once it is published. Before
 * publishing only its creator and its store's staff see it; its creator and
 * staff always do.
 */
export function canView(feast: FeastRecord, viewer: FeastViewer): boolean {
  if (viewer.staff) return true;
  if (viewer.userId && viewer.userId === feast.creatorUserId) return true;
  if (feast.status === 'WAIT_AUDIT' || feast.status === 'WAIT_PUBLISH') return false;
  if (feast.visibility === 'CREATOR') return false;
  if (viewer.joined) return true;
  if (feast.visibility === 'SHARE') return viewer.shareToken !== '' && viewer.shareToken === feast.shareToken;
  // An AUDIT_REJECT close never was public.
  return !(feast.status === 'CLOSED' && !feast.publishTime);
}
