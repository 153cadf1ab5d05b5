import { describe, expect, it } from 'vitest';
import { personName } from '@common/person-name';

describe("a person's name reads the way its script writes it", () => {
  it.each([
    ['陳', '美玲', '陳美玲'],
    ['李', '雷', '李雷'],
    ['欧阳', '娜娜', '欧阳娜娜'],
    ['山田', 'たろう', '山田たろう'],
    ['김', '민준', '김민준'],
    ['Smith', 'John', 'John Smith'],
    ['Lin', 'Yu', 'Yu Lin'],
    ['da Silva', 'José', 'José da Silva'],
    ["O'Brien", 'Mary Ann', "Mary Ann O'Brien"],
    ['陳', 'Mary', '陳 Mary'],
  ])('%s + %s reads %s', (lastName, firstName, shown) => {
    expect(personName({ lastName, firstName })).toBe(shown);
  });

  it('drops a blank part and the stray spaces typed around a part', () => {
    expect(personName({ lastName: ' 陳 ', firstName: '' })).toBe('陳');
    expect(personName({ lastName: '', firstName: '  John  ' })).toBe('John');
    expect(personName({ lastName: '  ', firstName: ' ' })).toBe('');
    expect(personName(undefined)).toBe('');
  });
});
