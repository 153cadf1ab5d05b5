import type { CreatedAt, Id, Int8, IntlJson, Json, WithDefault } from '../../db/column-types';
import type { StoredImage } from '../feast/feast.tables';

export type ProductType = 'ORDER' | 'SET_MENU';
export type StockMode = 'REAL' | 'VIRTUAL';
export type SaleMode = 'NORMAL' | 'DAILY';
export type ListingStatus = 'LISTED' | 'UNLISTED';

export interface MallProductRow {
  id: Id;
  merchant_id: Int8;
  title: string;
  subtitle: WithDefault<string>;
  description: WithDefault<string>;
  /** Per language (migration 3660), empty where staff gave none. */
  intl_title: IntlJson;
  intl_subtitle: IntlJson;
  intl_description: IntlJson;
  cover: Json<StoredImage | null>;
  carousel: Json<StoredImage[]>;
  quick_code: WithDefault<string>;
  weight: WithDefault<number>;
  type: ProductType;
  stock_mode: StockMode;
  sale_mode: SaleMode;
  status: ListingStatus;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface MallSalePlanRow {
  id: Id;
  merchant_id: Int8;
  name: string;
  stock_mode: StockMode;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface MallSpecRow {
  id: Id;
  product_id: Int8;
  name: string;
  intl_name: IntlJson;
}

export interface MallSpecValueRow {
  id: Id;
  spec_id: Int8;
  value: string;
  intl_value: IntlJson;
}

export interface MallSkuRow {
  id: Id;
  product_id: Int8;
  price: Int8;
  status: ListingStatus;
  sale_plan_id: Int8 | null;
  stock: WithDefault<number>;
  /** Changed only by the guarded reserve and release of StockRepository. */
  sold_count: WithDefault<number>;
  min_quantity: WithDefault<number>;
  max_quantity: WithDefault<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface MallSkuSpecValueRow {
  sku_id: Int8;
  spec_value_id: Int8;
}

export interface MallSkuDayStockRow {
  sku_id: Int8;
  sale_date: string;
  stock: number;
  sold_count: WithDefault<number>;
}

export interface MallDeliveryAddressRow {
  id: Id;
  user_id: Int8;
  province: string;
  city: string;
  district: string;
  detail: string;
  contact: string;
  phone_region_code: string;
  phone: string;
  is_default: WithDefault<boolean>;
  self_delivery: WithDefault<boolean>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface MallTables {
  mall_product: MallProductRow;
  mall_sale_plan: MallSalePlanRow;
  mall_spec: MallSpecRow;
  mall_spec_value: MallSpecValueRow;
  mall_sku: MallSkuRow;
  mall_sku_spec_value: MallSkuSpecValueRow;
  mall_sku_day_stock: MallSkuDayStockRow;
  mall_delivery_address: MallDeliveryAddressRow;
}
