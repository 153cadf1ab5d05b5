import { getOption, hasOption, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { max_len, required } from '@gen/common/v1/options_pb';

type Plain = Record<string, unknown>;

function fieldValue(message: Plain, field: DescField): unknown {
  if (field.oneof) {
    const oneof = message[field.oneof.localName] as { case?: string; value?: unknown } | undefined;
    return oneof?.case === field.localName ? oneof.value : undefined;
  }
  return message[field.localName];
}

function isPresent(field: DescField, value: unknown): boolean {
  switch (field.fieldKind) {
    case 'list':
      return Array.isArray(value) && value.length > 0;
    case 'map':
      return value !== undefined && Object.keys(value as object).length > 0;
    case 'message':
      return value !== undefined && value !== null;
    case 'enum':
      return value !== undefined && value !== 0;
    case 'scalar':
      if (typeof value === 'string') return value.trim() !== '' && !(field.longAsString && value === '0');
      if (typeof value === 'number') return value !== 0;
      if (typeof value === 'bigint') return value !== 0n;
      return value === true || (value instanceof Uint8Array && value.length > 0);
  }
}

/**
 * The first violation of the (common.v1.required) and (common.v1.max_len)
 * field options in a request, walking into nested messages, or undefined.
 * Declared in the proto, checked here once for every method.
 */
export function findFieldRuleViolation(schema: DescMessage, message: Plain, prefix = ''): string | undefined {
  for (const field of schema.fields) {
    const name = prefix + field.jsonName;
    const value = fieldValue(message, field);
    if (hasOption(field, required) && getOption(field, required) && !isPresent(field, value)) {
      return `${name} is required`;
    }
    if (hasOption(field, max_len) && typeof value === 'string') {
      const max = getOption(field, max_len);
      if ([...value].length > max) return `${name} is too long (at most ${max} characters)`;
    }
    const nested =
      field.fieldKind === 'message' ? field.message : field.fieldKind === 'list' ? field.message : undefined;
    if (!nested || value === undefined) continue;
    const items = field.fieldKind === 'list' ? (value as Plain[]) : [value as Plain];
    for (let i = 0; i < items.length; i++) {
      const at = field.fieldKind === 'list' ? `${name}[${i}].` : `${name}.`;
      const violation = findFieldRuleViolation(nested, items[i], at);
      if (violation) return violation;
    }
  }
  return undefined;
}

/**
 * The first enum field in a request's JSON whose value names no value of its
 * enum. The server decodes with ignoreUnknownFields (an older server accepts
 * a newer client), which also drops unknown enum names silently; a dropped
 * filter would answer a different question, so unknown names are refused here.
 */
export function findUnknownEnumValue(schema: DescMessage, json: unknown, prefix = ''): string | undefined {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const object = json as Plain;
  for (const field of schema.fields) {
    const raw = object[field.jsonName] ?? object[field.name];
    if (raw === undefined || raw === null) continue;
    const name = prefix + field.jsonName;
    const enumeration =
      field.fieldKind === 'enum'
        ? field.enum
        : field.fieldKind === 'list' && field.listKind === 'enum'
          ? field.enum
          : undefined;
    if (enumeration) {
      const values = Array.isArray(raw) ? raw : [raw];
      const known = (value: unknown) =>
        typeof value === 'number' || (typeof value === 'string' && enumeration.values.some((v) => v.name === value));
      if (!values.every(known)) return `${name} has an unknown value`;
      continue;
    }
    const nested =
      field.fieldKind === 'message' ? field.message : field.fieldKind === 'list' ? field.message : undefined;
    if (!nested || nested.typeName.startsWith('google.protobuf.')) continue;
    const items = Array.isArray(raw) ? raw : [raw];
    for (let i = 0; i < items.length; i++) {
      const at = Array.isArray(raw) ? `${name}[${i}].` : `${name}.`;
      const violation = findUnknownEnumValue(nested, items[i], at);
      if (violation) return violation;
    }
  }
  return undefined;
}
