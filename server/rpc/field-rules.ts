import { getOption, hasOption, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { max_len, required } from '../../src/gen/common/v1/options_pb';

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
