import { create } from '@bufbuild/protobuf';
import { OperatorSchema, type Operator } from '../../gen/identity/v1/operator_pb';

/** An identity from its key ('USER:1', 'STORE:2', 'ADMIN'), as the messages API names it. */
export function operatorFromKey(key: string): Operator {
  const [type, id = '0'] = key.split(':');
  const types: Record<string, number> = { ADMIN: 1, USER: 2, STORE: 3, MERCHANT: 4, SYSTEM: 5 };
  return create(OperatorSchema, { type: types[type] ?? 0, id, key });
}
