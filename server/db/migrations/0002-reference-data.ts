import { sql, type Kysely } from 'kysely';

// Phone regions of spec section 5 and the mainland public holidays the
// booking calendar marks. Reference data ships with the schema, so every
// database (not only the demo) has it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO region (calling_code, iso_code, name, phone_pattern, sort) VALUES
      ('86', 'CN', 'Mainland China', '^1[3-9][0-9]{9}$', 1),
      ('852', 'HK', 'Hong Kong', '^[4-9][0-9]{7}$', 2),
      ('853', 'MO', 'Macau', '^6[0-9]{7}$', 3),
      ('886', 'TW', 'Taiwan', '^0?9[0-9]{8}$', 4),
      ('60', 'MY', 'Malaysia', '^0?1[0-9]{8,9}$', 5)
  `.execute(db);

  // 2026 and 2027 statutory holidays of the mainland (rest days) and the
  // weekend days worked in exchange (is_rest_day false).
  const cn: Array<[string, string, boolean]> = [
    ['2026-01-01', "New Year's Day", true],
    ['2026-01-02', "New Year's Day", true],
    ['2026-01-03', "New Year's Day", true],
    ['2026-01-04', 'Working day (New Year)', false],
    ['2026-02-14', 'Working day (Spring Festival)', false],
    ['2026-02-15', 'Spring Festival', true],
    ['2026-02-16', 'Spring Festival', true],
    ['2026-02-17', 'Spring Festival', true],
    ['2026-02-18', 'Spring Festival', true],
    ['2026-02-19', 'Spring Festival', true],
    ['2026-02-20', 'Spring Festival', true],
    ['2026-02-21', 'Spring Festival', true],
    ['2026-02-22', 'Spring Festival', true],
    ['2026-02-23', 'Spring Festival', true],
    ['2026-02-28', 'Working day (Spring Festival)', false],
    ['2026-04-04', 'Qingming Festival', true],
    ['2026-04-05', 'Qingming Festival', true],
    ['2026-04-06', 'Qingming Festival', true],
    ['2026-05-01', 'Labour Day', true],
    ['2026-05-02', 'Labour Day', true],
    ['2026-05-03', 'Labour Day', true],
    ['2026-05-04', 'Labour Day', true],
    ['2026-05-05', 'Labour Day', true],
    ['2026-05-09', 'Working day (Labour Day)', false],
    ['2026-06-19', 'Dragon Boat Festival', true],
    ['2026-06-20', 'Dragon Boat Festival', true],
    ['2026-06-21', 'Dragon Boat Festival', true],
    ['2026-09-20', 'Working day (National Day)', false],
    ['2026-09-25', 'Mid-Autumn Festival', true],
    ['2026-09-26', 'Mid-Autumn Festival', true],
    ['2026-09-27', 'Mid-Autumn Festival', true],
    ['2026-10-01', 'National Day', true],
    ['2026-10-02', 'National Day', true],
    ['2026-10-03', 'National Day', true],
    ['2026-10-04', 'National Day', true],
    ['2026-10-05', 'National Day', true],
    ['2026-10-06', 'National Day', true],
    ['2026-10-07', 'National Day', true],
    ['2026-10-10', 'Working day (National Day)', false],
    ['2027-01-01', "New Year's Day", true],
    ['2027-02-05', 'Spring Festival', true],
    ['2027-02-06', 'Spring Festival', true],
    ['2027-02-07', 'Spring Festival', true],
    ['2027-02-08', 'Spring Festival', true],
    ['2027-02-09', 'Spring Festival', true],
    ['2027-02-10', 'Spring Festival', true],
    ['2027-02-11', 'Spring Festival', true],
    ['2027-04-05', 'Qingming Festival', true],
    ['2027-05-01', 'Labour Day', true],
    ['2027-05-02', 'Labour Day', true],
    ['2027-05-03', 'Labour Day', true],
    ['2027-06-09', 'Dragon Boat Festival', true],
    ['2027-09-15', 'Mid-Autumn Festival', true],
    ['2027-10-01', 'National Day', true],
    ['2027-10-02', 'National Day', true],
    ['2027-10-03', 'National Day', true],
    ['2027-10-04', 'National Day', true],
    ['2027-10-05', 'National Day', true],
    ['2027-10-06', 'National Day', true],
    ['2027-10-07', 'National Day', true],
  ];
  for (const [date, name, rest] of cn) {
    await sql`INSERT INTO holiday_date (region_iso_code, date, name, is_rest_day) VALUES ('CN', ${date}, ${name}, ${rest})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM holiday_date`.execute(db);
  await sql`DELETE FROM region`.execute(db);
}
