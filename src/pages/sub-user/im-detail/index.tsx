import { ImDetailPage } from '@/components/im/im-detail-page';

/** A diner's conversation: ?id=, or ?name= the store's (or ADMIN) key for one that may not exist yet. */
export default function UserImDetailPage() {
  return <ImDetailPage audience='diner' />;
}
