import { create } from '@bufbuild/protobuf';
import { intlFromFields, intlToFields } from '@common/intl-text';
import { ImageInfoSchema, type ImageInfo } from '@gen/common/v1/model_pb';
import {
  DeliveryAddressSchema,
  MallProduct_Status,
  MallProductSchema,
  MallSalePlanSchema,
  MallSku_Status,
  ProductType,
  SaleMode,
  StockMode,
  type DeliveryAddress,
  type DeliveryAddressInput,
  type MallProduct,
  type MallProductInput,
  type MallSalePlan,
  type MallSkuInput,
} from '@gen/mall/v1/mall_pb';
import type { StoredImage } from '../domain/feast/feast.tables';
import type { ProductInput, SkuInput } from '../domain/mall/catalogue-input';
import type { DeliveryAddressInput as AddressInput } from '../domain/mall/delivery-address.service';
import type { DeliveryAddressRecord, ProductRecord, SalePlanRecord } from '../domain/mall/mall.record';
import type {
  ListingStatus,
  ProductType as TypeName,
  SaleMode as SaleName,
  StockMode as StockName,
} from '../domain/mall/mall.tables';
import { nameOf, valueOf } from './enum-names';
import { toModel } from './mappers';

const toImage = (i: StoredImage): ImageInfo => create(ImageInfoSchema, i);
const fromImage = (i: ImageInfo): StoredImage => ({
  fileId: i.fileId,
  url: i.url,
  width: i.width,
  height: i.height,
  contentType: i.contentType,
});

/** An enum's name, or undefined when the client left it unspecified. */
const named = <T extends string>(e: Record<string, string | number>, value: number) =>
  (nameOf(e, value) || undefined) as T | undefined;

export const stockModeOf = (value: StockMode) => named<StockName>(StockMode, value);

export function toMallProduct(p: ProductRecord): MallProduct {
  return create(MallProductSchema, {
    model: toModel(p.id, p.createTime, p.updateTime),
    merchantId: p.merchantId,
    title: p.title,
    subtitle: p.subtitle,
    description: p.description,
    intlTitle: intlToFields(p.intlTitle),
    intlSubtitle: intlToFields(p.intlSubtitle),
    intlDescription: intlToFields(p.intlDescription),
    cover: p.cover ? toImage(p.cover) : undefined,
    carouselList: p.carousel.map(toImage),
    quickCode: p.quickCode,
    weight: p.weight,
    type: valueOf(ProductType, p.type),
    stockMode: valueOf(StockMode, p.stockMode),
    saleMode: valueOf(SaleMode, p.saleMode),
    status: valueOf(MallProduct_Status, p.status),
    specList: p.specs.map((s) => ({
      id: s.id,
      productId: s.productId,
      name: s.name,
      intlName: intlToFields(s.intlName),
      valueList: s.values.map((v) => ({
        id: v.id,
        specId: v.specId,
        value: v.value,
        intlValue: intlToFields(v.intlValue),
      })),
    })),
    skuList: p.skus.map((k) => ({
      id: k.id,
      productId: k.productId,
      price: k.price,
      status: valueOf(MallSku_Status, k.status),
      specValueIdList: k.specValueIds,
      salePlanId: k.salePlanId ?? '0',
      stock: k.stock,
      soldCount: k.soldCount,
      minQuantity: k.minQuantity,
      maxQuantity: k.maxQuantity,
    })),
  });
}

export function fromProductInput(p: MallProductInput | undefined): ProductInput {
  return {
    title: p?.title ?? '',
    subtitle: p?.subtitle ?? '',
    description: p?.description ?? '',
    intlTitle: intlFromFields(p?.intlTitle),
    intlSubtitle: intlFromFields(p?.intlSubtitle),
    intlDescription: intlFromFields(p?.intlDescription),
    cover: p?.cover?.url ? fromImage(p.cover) : null,
    carousel: (p?.carouselList ?? []).filter((i) => i.url).map(fromImage),
    quickCode: p?.quickCode ?? '',
    weight: p?.weight ?? 0,
    type: named<TypeName>(ProductType, p?.type ?? 0),
    stockMode: stockModeOf(p?.stockMode ?? 0),
    saleMode: named<SaleName>(SaleMode, p?.saleMode ?? 0),
    status: named<ListingStatus>(MallProduct_Status, p?.status ?? 0),
  };
}

export function fromSkuInput(k: MallSkuInput | undefined): SkuInput {
  return {
    productId: k?.productId ?? '0',
    price: k?.price ?? '',
    status: named<ListingStatus>(MallSku_Status, k?.status ?? 0),
    specValueIds: k?.specValueIdList ?? [],
    salePlanId: k?.salePlanId ?? '0',
    stock: k?.stock ?? 0,
    minQuantity: k?.minQuantity ?? 0,
    maxQuantity: k?.maxQuantity ?? 0,
  };
}

export function toMallSalePlan(p: SalePlanRecord): MallSalePlan {
  return create(MallSalePlanSchema, {
    id: p.id,
    merchantId: p.merchantId,
    name: p.name,
    stockMode: valueOf(StockMode, p.stockMode),
    skuCount: p.skuCount,
  });
}

export function toDeliveryAddress(a: DeliveryAddressRecord): DeliveryAddress {
  return create(DeliveryAddressSchema, {
    id: a.id,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
    contact: a.contact,
    phoneRegionCode: a.phoneRegionCode,
    phone: a.phone,
    isDefault: a.isDefault,
    selfDelivery: a.selfDelivery,
  });
}

export function fromAddressInput(a: DeliveryAddressInput | undefined): AddressInput {
  return {
    province: a?.province ?? '',
    city: a?.city ?? '',
    district: a?.district ?? '',
    detail: a?.detail ?? '',
    contact: a?.contact ?? '',
    phoneRegionCode: a?.phoneRegionCode ?? '',
    phone: a?.phone ?? '',
    isDefault: a?.isDefault ?? false,
    selfDelivery: a?.selfDelivery ?? false,
  };
}
