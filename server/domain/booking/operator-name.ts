/**
 * How the order log names the person who acted: their nickname, or without one the
 * last four digits of their phone, the way staff tell callers apart at the desk
 * (feast participants are named the same way). No person (the system): ''.
 */
export function operatorDisplayName(nickname: string | null, phone: string | null): string {
  const name = nickname?.trim();
  if (name) return name;
  return phone ? `**${phone.slice(-4)}` : '';
}
