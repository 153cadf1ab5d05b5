// The shared pages/sub/feast-detail of spec section 2: the same page as the diner's.
import { FeastDetailPage } from '@/components/feast/feast-detail-view';

export default FeastDetailPage;
