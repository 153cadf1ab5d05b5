import type { ColumnType, Generated } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';

/** bigserial primary key: read as a string, never written. */
export type Id = Generated<string>;
/** int8 column: read as a string (pg's default), written as string or number. */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
/** timestamptz with a database default. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** timestamptz the application sets. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** nullable timestamptz. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb column. */
export type Json<T> = ColumnType<T, string, string>;
/** Texts per language (jsonb, '{}' by default): written as JSON text. */
export type IntlJson = ColumnType<IntlTextJson, string | undefined, string>;
/** A column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** A row's currency, copied from its store by a trigger on insert (migration 2801): read only. */
export type StoreCurrency = ColumnType<string, never, never>;
