import { ImDetailPage } from '@/components/im/im-detail-page';

/** The shared im-detail (spec: pages/sub): ?id=, with ?operator= when answering as a store or ADMIN. */
export default function SharedImDetailPage() {
  return <ImDetailPage audience='shared' />;
}
