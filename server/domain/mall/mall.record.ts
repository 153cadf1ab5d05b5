import type { Selectable } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { StoredImage } from '../feast/feast.tables';
import type {
  ListingStatus,
  MallDeliveryAddressRow,
  MallProductRow,
  MallSalePlanRow,
  MallSkuRow,
  ProductType,
  SaleMode,
  StockMode,
} from './mall.tables';

export interface SpecValueRecord {
  id: string;
  specId: string;
  value: string;
  intlValue: IntlTextJson;
}

export interface SpecRecord {
  id: string;
  productId: string;
  name: string;
  intlName: IntlTextJson;
  values: SpecValueRecord[];
}

export interface SkuRecord {
  id: string;
  productId: string;
  /** Cents. */
  price: string;
  status: ListingStatus;
  specValueIds: string[];
  salePlanId: string | null;
  stock: number;
  soldCount: number;
  minQuantity: number;
  /** 0: no maximum. */
  maxQuantity: number;
}

export interface ProductRecord {
  id: string;
  merchantId: string;
  title: string;
  subtitle: string;
  description: string;
  /** Title, subtitle and description per language, empty where staff gave none. */
  intlTitle: IntlTextJson;
  intlSubtitle: IntlTextJson;
  intlDescription: IntlTextJson;
  cover: StoredImage | null;
  carousel: StoredImage[];
  quickCode: string;
  weight: number;
  type: ProductType;
  stockMode: StockMode;
  saleMode: SaleMode;
  status: ListingStatus;
  specs: SpecRecord[];
  skus: SkuRecord[];
  createTime: Date;
  updateTime: Date;
}

export interface SalePlanRecord {
  id: string;
  merchantId: string;
  name: string;
  stockMode: StockMode;
  skuCount: number;
}

export interface DeliveryAddressRecord {
  id: string;
  userId: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  contact: string;
  phoneRegionCode: string;
  phone: string;
  isDefault: boolean;
  selfDelivery: boolean;
}

export function toProduct(row: Selectable<MallProductRow>, specs: SpecRecord[], skus: SkuRecord[]): ProductRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    intlTitle: row.intl_title ?? {},
    intlSubtitle: row.intl_subtitle ?? {},
    intlDescription: row.intl_description ?? {},
    cover: row.cover,
    carousel: row.carousel,
    quickCode: row.quick_code,
    weight: row.weight,
    type: row.type,
    stockMode: row.stock_mode,
    saleMode: row.sale_mode,
    status: row.status,
    specs,
    skus,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export function toSku(row: Selectable<MallSkuRow>, specValueIds: string[]): SkuRecord {
  return {
    id: row.id,
    productId: row.product_id,
    price: row.price,
    status: row.status,
    specValueIds,
    salePlanId: row.sale_plan_id,
    stock: row.stock,
    soldCount: row.sold_count,
    minQuantity: row.min_quantity,
    maxQuantity: row.max_quantity,
  };
}

export function toSalePlan(row: Selectable<MallSalePlanRow> & { sku_count: number }): SalePlanRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    name: row.name,
    stockMode: row.stock_mode,
    skuCount: row.sku_count,
  };
}

export function toAddress(row: Selectable<MallDeliveryAddressRow>): DeliveryAddressRecord {
  return {
    id: row.id,
    userId: row.user_id,
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    contact: row.contact,
    phoneRegionCode: row.phone_region_code,
    phone: row.phone,
    isDefault: row.is_default,
    selfDelivery: row.self_delivery,
  };
}
