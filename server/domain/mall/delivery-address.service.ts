import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { PhoneParser } from '../identity/phone-parser';
import { DeliveryAddressRepository } from './delivery-address.repository';
import type { DeliveryAddressRecord } from './mall.record';

export interface DeliveryAddressInput {
  province: string;
  city: string;
  district: string;
  detail: string;
  contact: string;
  phoneRegionCode: string;
  phone: string;
  isDefault: boolean;
  selfDelivery: boolean;
}

const MAX_PART = 40;
const MAX_DETAIL = 200;
const MAX_ADDRESSES = 50;

/**
 * A diner's delivery addresses: each call reaches only the session user's
 * own (another diner's address answers as missing). One default at most:
 * setting one clears the others in the same transaction, and a unique
 * partial index refuses a second default should anything slip past.
 */
export class DeliveryAddressService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly phones: PhoneParser,
    private readonly now: () => Date,
  ) {}

  list(userId: string): Promise<DeliveryAddressRecord[]> {
    return new DeliveryAddressRepository(this.db).list(userId);
  }

  private async check(input: DeliveryAddressInput) {
    const parts = [input.province, input.city, input.district, input.contact].map((p) => p.trim());
    const detail = input.detail.trim();
    if (parts.some((p) => !p || p.length > MAX_PART) || !detail || detail.length > MAX_DETAIL) {
      throw domainError('invalid', 'deliveryAddressIncomplete');
    }
    // The phone rules of the login form, against the regions of the database.
    const phone = await this.phones.parse(input.phoneRegionCode, input.phone);
    const [province, city, district, contact] = parts;
    return {
      province,
      city,
      district,
      detail,
      contact,
      phone_region_code: phone.regionCode,
      phone: phone.phone,
      is_default: input.isDefault,
      self_delivery: input.selfDelivery,
    };
  }

  async create(userId: string, input: DeliveryAddressInput): Promise<DeliveryAddressRecord> {
    const values = await this.check(input);
    const id = await this.db.transaction().execute(async (trx) => {
      const repo = new DeliveryAddressRepository(trx);
      await repo.lockUser(userId);
      const existing = await repo.list(userId);
      if (existing.length >= MAX_ADDRESSES) throw domainError('precondition', 'deliveryAddressLimit');
      // A diner's first address is their default.
      const isDefault = values.is_default || existing.length === 0;
      if (isDefault) await repo.clearDefault(userId, this.now());
      return repo.insert(userId, { ...values, is_default: isDefault });
    });
    return (await new DeliveryAddressRepository(this.db).find(userId, id))!;
  }

  async update(userId: string, addressId: string, input: DeliveryAddressInput): Promise<DeliveryAddressRecord> {
    const values = await this.check(input);
    await this.db.transaction().execute(async (trx) => {
      const repo = new DeliveryAddressRepository(trx);
      await repo.lockUser(userId);
      if (!(await repo.find(userId, addressId))) throw domainError('not_found', 'deliveryAddressNotFound');
      if (values.is_default) await repo.clearDefault(userId, this.now());
      await repo.update(userId, addressId, values, this.now());
    });
    return (await new DeliveryAddressRepository(this.db).find(userId, addressId))!;
  }

  async delete(userId: string, addressId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new DeliveryAddressRepository(trx);
      await repo.lockUser(userId);
      const address = await repo.find(userId, addressId);
      if (!address) throw domainError('not_found', 'deliveryAddressNotFound');
      await repo.delete(userId, addressId);
      // A diner with addresses keeps a default: the newest left takes the deleted one's place.
      if (address.isDefault) await repo.makeNewestDefault(userId, this.now());
    });
  }
}
