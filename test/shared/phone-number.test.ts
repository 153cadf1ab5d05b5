import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayPhone, maskedPhone, normalizePhone, phoneProblem, type PhoneRegion } from '@common/phone-number';
import type { DbHandle } from '../../server/db/client';
import { DomainError } from '../../server/domain/errors';
import { parsePhone, type PhoneNumber } from '../../server/domain/identity/phone-number';
import { ReferenceDataRepository, type RegionRecord } from '../../server/domain/platform/reference-data.repository';
import { createTestDatabase } from '../helpers/test-database';

// The login form and the server run one phone rule: for every input the form's
// answer and the server's are the same, against the regions the database ships.
let handle: DbHandle;
let regions: RegionRecord[];

beforeAll(async () => {
  handle = await createTestDatabase();
  regions = await new ReferenceDataRepository(handle.db).listRegions();
});
afterAll(() => handle?.close());

const region = (code: string): PhoneRegion | undefined => regions.find((r) => r.callingCode === code);

function serverAnswer(code: string, input: string): PhoneNumber | string {
  try {
    return parsePhone(regions, code, input);
  } catch (error) {
    if (error instanceof DomainError) return error.messageKey ?? error.message;
    throw error;
  }
}

describe('phones as people type them (spec section 5)', () => {
  it.each([
    ['86', '', 'enterPhoneNumber'],
    ['86', '   ', 'enterPhoneNumber'],
    ['86', '1380000000', 'phoneNumberError'],
    ['86', '12800000001', 'phoneNumberError'],
    ['86', '138-0000-0001', null],
    ['86', '+86 138 0000 0001', null],
    ['86', '1380000000a', 'phoneNumberError'],
    ['852', '9123 4567', null],
    ['852', '3123 4567', 'phoneNumberError'],
    ['853', '6612 3456', null],
    ['886', '0912 345 678', null],
    ['886', '912345678', null],
    ['60', '012-345 6789', null],
  ])('+%s %j: %s, on the form and on the server', (code, input, problem) => {
    expect(phoneProblem(region(code), input)).toBe(problem);
    const server = serverAnswer(code, input);
    if (problem) expect(server).toBe(problem);
    else expect(server).toMatchObject({ regionCode: code });
  });

  it('needs a region first', () => {
    expect(phoneProblem(undefined, '13800000001')).toBe('regionCodeRequired');
    expect(serverAnswer(' ', '13800000001')).toBe('regionCodeRequired');
  });

  it('refuses a calling code no region has', () => {
    expect(serverAnswer('1', '91234567')).toBe('phoneNumberError');
  });

  it('drops what is typed around the digits, and a trunk 0 where the region allows one', () => {
    expect(normalizePhone('852', '+852 (9123) 45-67')).toBe('91234567');
    expect(serverAnswer('+852', '+852 (9123) 45-67')).toEqual({ regionCode: '852', phone: '91234567' });
    expect(serverAnswer('886', '0912 345 678')).toEqual({ regionCode: '886', phone: '912345678' });
    expect(serverAnswer('60', '012-345 6789')).toEqual({ regionCode: '60', phone: '123456789' });
  });

  it('reads every region pattern the database ships', () => {
    expect(regions.length).toBeGreaterThan(0);
    for (const r of regions) expect(() => new RegExp(r.phonePattern)).not.toThrow();
  });

  it('shows +86 numbers without the prefix, others with it, and masks all but the last four', () => {
    expect(displayPhone('86', '13800000001')).toBe('13800000001');
    expect(displayPhone('852', '91234567')).toBe('+852 91234567');
    expect(maskedPhone('86', '13800000001')).toBe('138****0001');
    expect(maskedPhone('852', '91234567')).toBe('+852 ****4567');
    expect(maskedPhone('886', '912345678')).toBe('+886 9****5678');
    expect(maskedPhone('86', '')).toBe('');
  });
});
