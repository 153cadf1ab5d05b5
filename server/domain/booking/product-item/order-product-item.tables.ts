import type { CreatedAt, Id, Int8, WithDefault } from '../../../db/column-types';

export interface BookingOrderProductItemRow {
  id: Id;
  booking_order_id: Int8;
  product_id: Int8;
  sku_id: Int8;
  product_title: string;
  sku_spec_text: WithDefault<string>;
  quantity: number;
  /** Cents. */
  unit_price: Int8;
  remark: WithDefault<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface OrderProductItemTables {
  booking_order_product_item: BookingOrderProductItemRow;
}
