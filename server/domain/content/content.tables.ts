import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, WithDefault } from '../../db/column-types';
import type { IntlTextJson } from '@common/intl-text';
import type { ImageJson } from '../store/store.tables';

// diner app (migration 0500): menus, articles, booking order shares.

type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
type Int8Default = ColumnType<string, string | number | undefined, string | number>;

export interface MenuItemJson {
  name: string;
  description: string;
  /** Cents as a string; '0' for courses of a set menu. */
  price: string;
  image: ImageJson | null;
  /** The dish in each interface language (absent in menus written before). */
  intl?: IntlTextsJson;
}

/** A name and description per interface language. */
export interface IntlTextsJson {
  name?: IntlTextJson;
  description?: IntlTextJson;
}

export interface StoreMenuTable {
  id: Id;
  store_id: string;
  name: string;
  description: WithDefault<string>;
  kind: 'ORDER' | 'SET_MENU';
  price: Int8Default;
  cover: NullableJson<ImageJson>;
  images: JsonDefault<ImageJson[]>;
  items: JsonDefault<MenuItemJson[]>;
  intl: JsonDefault<IntlTextsJson>;
  sort: WithDefault<number>;
  hidden: WithDefault<boolean>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface ArticleTable {
  id: Id;
  /** null: the platform's own article (migration 2500). */
  merchant_id: string | null;
  store_id: string | null;
  type: 'ARTICLE' | 'LINK' | 'VIDEO';
  category: 'NEWS' | 'BRAND_STORY';
  title: string;
  summary: WithDefault<string>;
  cover: NullableJson<ImageJson>;
  content: WithDefault<string>;
  images: JsonDefault<ImageJson[]>;
  url: WithDefault<string>;
  publish_time: CreatedAt;
  hidden: WithDefault<boolean>;
  /** Smaller first (migration 2500). */
  sort: WithDefault<number>;
  /** Not shown to diners (migration 2500). */
  draft: WithDefault<boolean>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface BookingOrderShareTable {
  booking_order_id: string;
  token: string;
  create_time: CreatedAt;
}

export interface ContentTables {
  store_menu: StoreMenuTable;
  article: ArticleTable;
  booking_order_share: BookingOrderShareTable;
}
