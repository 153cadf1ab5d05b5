import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  ThirdPartyOrder_Status,
  type ThirdPartyBindingSchema,
  type ThirdPartyOrderSchema,
} from '@gen/booking/v1/third_party_order_pb';
import type { BindingRecord } from '../domain/groupbuy/third-party-binding.repository';
import type { ThirdPartyOrderRecord } from '../domain/groupbuy/third-party-order.repository';
import type { ThirdPartyStatus } from '../domain/groupbuy/third-party-status';
import { nameOf, valueOf } from './enum-names';

/** The group-buying platforms (Meituan, Dianping) take a diner's payment in renminbi, whatever the store's currency. */
const PLATFORM_ORDER_CURRENCY = 'CNY';

export function toThirdPartyOrder(o: ThirdPartyOrderRecord): MessageInitShape<typeof ThirdPartyOrderSchema> {
  return {
    id: o.id,
    storeId: o.store_id,
    platform: o.platform,
    platformOrderId: o.platform_order_id,
    status: valueOf(ThirdPartyOrder_Status, o.status),
    dinerName: o.diner_name,
    dinerPhone: o.diner_phone,
    reservationDate: o.reservation_date,
    reservationStartSecond: o.reservation_start_second,
    adultCount: o.adult_count,
    productName: o.product_name,
    paidAmount: o.paid_amount,
    currency: PLATFORM_ORDER_CURRENCY,
    remark: o.remark,
    bookingOrderId: o.booking_order_id ?? '0',
    platformUpdateTime: o.platform_update_time.toISOString(),
    createTime: o.create_time.toISOString(),
  };
}

export function toThirdPartyBinding(
  b: BindingRecord | undefined,
  platform: string,
): MessageInitShape<typeof ThirdPartyBindingSchema> {
  if (!b) return { platform, bound: false };
  return {
    platform: b.platform,
    bound: b.bound,
    platformShopId: b.bound ? b.platform_shop_id : '',
    platformShopName: b.bound ? b.platform_shop_name : '',
    bindTime: b.bound ? b.bind_time.toISOString() : '',
    lastPullTime: b.last_pull_time?.toISOString() ?? '',
  };
}

/** The status filter of a list: unset lists all. */
export function statusFilter(value: ThirdPartyOrder_Status): ThirdPartyStatus | null {
  return (nameOf(ThirdPartyOrder_Status, value) as ThirdPartyStatus) || null;
}
