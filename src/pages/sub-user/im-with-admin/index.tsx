import { ImDetailPage } from '@/components/im/im-detail-page';

/** The diner's conversation with the platform (member type ADMIN, key ADMIN). */
export default function ImWithAdminPage() {
  return <ImDetailPage audience='diner' withAdmin />;
}
