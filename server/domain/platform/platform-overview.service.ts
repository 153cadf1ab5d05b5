import type { Kysely } from 'kysely';
import { addDays, isBusinessDate } from '@common/business-date';
import { subtractCents } from '@common/money';
import { isValidTimeZone, zonedInstant } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { PlatformOverviewRepository } from './platform-overview.repository';

/** Merchants and stores now, and one week's bookings and money, for administrators. */
export class PlatformOverviewService {
  constructor(private readonly db: Kysely<Database>) {}

  async week(startDate: string, timeZone: string) {
    if (!isBusinessDate(startDate)) throw domainError('invalid', 'invalidDate');
    if (!isValidTimeZone(timeZone)) throw domainError('invalid', 'invalidTimeZone');
    const endDate = addDays(startDate, 6);
    const repo = new PlatformOverviewRepository(this.db);
    const [counts, bookings, days, money] = await Promise.all([
      repo.counts(),
      repo.bookings(startDate, endDate),
      repo.days(startDate, endDate),
      repo.money(zonedInstant(startDate, 0, timeZone), zonedInstant(addDays(startDate, 7), 0, timeZone)),
    ]);
    return {
      ...counts,
      ...bookings,
      startDate,
      endDate,
      money: money.map((m) => ({ ...m, net: subtractCents(m.paid, m.refunded) })),
      dayList: Array.from({ length: 7 }, (_, i) => {
        const date = addDays(startDate, i);
        return days.find((d) => d.date === date) ?? { date, bookings: 0, covers: 0, cancelled: 0, noShow: 0 };
      }),
    };
  }
}
