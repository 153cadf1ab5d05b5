import { GUEST_LANGUAGES } from '@common/guest-language';
import type { Kysely } from 'kysely';
import { epochDay } from '@common/business-date';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { PhoneParser } from './phone-parser';
import { UserDinerRepository, type UserDinerFields, type UserDinerRecord } from './user-diner.repository';

/** A user books for themselves and a few others (family, assistants); more is not a diner list but abuse. */
export const MAX_DINERS_PER_USER = 20;
export const PREFERRED_LANGUAGES: readonly string[] = GUEST_LANGUAGES;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The diners a logged-in user books as (spec section 3: name, title,
 * language, phone with region, email, chat-app id, dates, diet, remarks).
 * A diner always has a phone: the store must be able to reach them.
 */
export class UserDinerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly phones: PhoneParser,
  ) {}

  async create(userId: string, input: UserDinerFields): Promise<UserDinerRecord> {
    const fields = await this.checked(input);
    return this.db.transaction().execute(async (trx) => {
      const diners = new UserDinerRepository(trx);
      if ((await diners.countOf(userId)) >= MAX_DINERS_PER_USER) throw domainError('precondition', 'tooManyDiners');
      return diners.insert(userId, fields, this.now());
    });
  }

  async update(userId: string, id: string, input: UserDinerFields): Promise<UserDinerRecord> {
    const fields = await this.checked(input);
    const updated = await new UserDinerRepository(this.db).update(userId, id, fields, this.now());
    // Another user's diner answers the same as none, so ids reveal nothing.
    if (!updated) throw domainError('not_found', 'dinerDoesNotExist');
    return updated;
  }

  list(userId: string): Promise<UserDinerRecord[]> {
    return new UserDinerRepository(this.db).listOf(userId);
  }

  private async checked(input: UserDinerFields): Promise<UserDinerFields> {
    const fields = { ...input, lastName: input.lastName.trim(), firstName: input.firstName.trim() };
    if (!fields.lastName && !fields.firstName) throw domainError('invalid', 'dinerNameRequired');
    const phone = await this.phones.parse(input.phoneRegionCode, input.phone);
    fields.phoneRegionCode = phone.regionCode;
    fields.phone = phone.phone;
    fields.email = input.email.trim();
    if (fields.email && !EMAIL.test(fields.email)) throw domainError('invalid', 'invalidEmail');
    if (fields.preferredLanguage && !PREFERRED_LANGUAGES.includes(fields.preferredLanguage)) {
      throw domainError('invalid', 'invalidPreferredLanguage');
    }
    const today = Math.floor(this.now().getTime() / 86_400_000);
    for (const date of [fields.birthday, fields.weddingAnniversary]) {
      if (!date) continue;
      const day = epochDay(date);
      // A birthday or anniversary lies in the past (today counts).
      if (Number.isNaN(day) || day > today + 1) throw domainError('invalid', 'invalidDate');
    }
    fields.contactList = input.contactList.map((c) => ({ type: c.type, value: c.value.trim() }));
    return fields;
  }
}
