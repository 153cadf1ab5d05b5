import type { CreateOrderInput } from '../../server/domain/booking/order-draft';

/** What a create must name: the store, who books, and the slot. */
type Named = Pick<CreateOrderInput, 'storeId' | 'audience' | 'actor' | 'reservationDate' | 'shiftId' | 'startSecond'>;

/**
 * A create for the domain service (OrderCreateService) with every other
 * field at its empty value: a party of two, no diner phone, no tags or
 * remarks, no deposit, no retry key. Callers set what they exercise.
 */
export function createInput(fields: Named & Partial<CreateOrderInput>): CreateOrderInput {
  return {
    diner: { title: 'UNKNOWN', lastName: 'Guest', firstName: '', phoneRegionCode: '86', phone: '', language: '' },
    adultCount: 2,
    childCount: 0,
    quantity: 0,
    chosenItemIds: [],
    source: 'MANUAL',
    channelId: null,
    takerId: null,
    platformTags: [],
    tagIds: [],
    dinerRemark: '',
    storeRemark: '',
    dietPreference: '',
    dietTaboo: '',
    serviceRequirement: '',
    extendedJson: '',
    inviteCode: '',
    deposit: { kind: 'NONE' },
    idempotencyKey: '',
    ...fields,
  };
}
