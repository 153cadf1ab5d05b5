import { displayPhone, maskedPhone, normalizePhone, phoneProblem } from '@common/phone-number';
import { REGIONS } from '../support/identity-network';

const region = (code: string) => REGIONS.list.find((r) => r.callingCode === code);

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
  ])('+%s %j: %s', (code, input, problem) => {
    expect(phoneProblem(region(code), input)).toBe(problem);
  });

  it('needs a region first', () => {
    expect(phoneProblem(undefined, '13800000001')).toBe('regionCodeRequired');
  });

  it('drops what is typed around the digits', () => {
    expect(normalizePhone('852', '+852 (9123) 45-67')).toBe('91234567');
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
