import { ImDetailPage } from '@/components/im/im-detail-page';

/** Staff answering as a store: ?id=&operator=STORE:{id}, or ?name=USER:{id} about a booking. */
export default function MerchantImDetailPage() {
  return <ImDetailPage audience='staff' />;
}
