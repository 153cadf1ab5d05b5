// The spec's diner tags (section 3), derived from the record so they can never
// disagree with it: a birthday or an anniversary on file, English preferred.
export type DinerTag = 'BIRTHDAY' | 'WEDDING_ANNIVERSARY' | 'PREFERS_ENGLISH';

export function dinerTags(d: { birthday: string; weddingAnniversary: string; preferredLanguage: string }): DinerTag[] {
  const tags: DinerTag[] = [];
  if (d.birthday) tags.push('BIRTHDAY');
  if (d.weddingAnniversary) tags.push('WEDDING_ANNIVERSARY');
  if (d.preferredLanguage === 'en') tags.push('PREFERS_ENGLISH');
  return tags;
}

export type RiskLevel = 'NONE' | 'NO_SHOW' | 'BLACKLISTED';

/** The blacklist outweighs a past no-show; an unknown phone is no risk. */
export function riskLevel(diner: { blacklisted: boolean } | null, noShowCount: number): RiskLevel {
  if (diner?.blacklisted) return 'BLACKLISTED';
  return noShowCount > 0 ? 'NO_SHOW' : 'NONE';
}
