import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ImNotifyRepository } from '../im/im-notify.repository';
import type { PhoneParser } from './phone-parser';
import { StaffRepository, type AdministratorRecord } from './staff.repository';
import { UserRepository } from './user.repository';

/** Platform administrators, managed by administrators (the interceptor checked the caller is one). */
export class AdministratorService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly phones: PhoneParser,
  ) {}

  list(): Promise<AdministratorRecord[]> {
    return new StaffRepository(this.db).listAdministrators();
  }

  async add(phoneRegionCode: string, phoneInput: string): Promise<AdministratorRecord> {
    const phone = await this.phones.parse(phoneRegionCode, phoneInput);
    return this.db.transaction().execute(async (trx) => {
      const user = await new UserRepository(trx).findOrCreateByPhone(phone);
      const staff = new StaffRepository(trx);
      await staff.addAdministrator(user.id);
      return (await staff.listAdministrators()).find((a) => a.user.id === user.id) as AdministratorRecord;
    });
  }

  /** An administrator cannot remove themselves, so the platform always keeps at least one. */
  async remove(callerUserId: string, userId: string): Promise<void> {
    if (callerUserId === userId) throw domainError('precondition', 'cannotRemoveYourself');
    await this.db.transaction().execute(async (trx) => {
      if (!(await new StaffRepository(trx).removeAdministrator(userId))) {
        throw domainError('not_found', 'administratorDoesNotExist');
      }
      // Their sockets heard ADMIN conversations: they close and reconnect without them.
      await new ImNotifyRepository(trx).accessChanged([userId]);
    });
  }
}
