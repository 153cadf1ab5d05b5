import { FeastDetailPage } from '@/components/feast/feast-detail-view';

export default FeastDetailPage;
