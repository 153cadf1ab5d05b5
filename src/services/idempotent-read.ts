import type { DescMethod } from '@bufbuild/protobuf';
import { MethodOptions_IdempotencyLevel as Idempotency } from '@bufbuild/protobuf/wkt';

// The API's naming rule (proto/README.md): names beginning with Get, List,
// Query, Count or Check are kept for methods that only read. A read is safe to send again when its
// answer never came or said "try again"; a write is not (a create carries its
// own idempotency key and is retried by the person, who sees the outcome).
const READ_NAME = /^(Get|List|Query|Count|Check)[A-Z]/;

/** Whether the transport may send this call again by itself. */
export function isIdempotentRead(method: DescMethod): boolean {
  return method.idempotency === Idempotency.NO_SIDE_EFFECTS || READ_NAME.test(method.name);
}
