import { personName } from '@/common/person-name';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';

/**
 * The name a logged-in diner goes by, to prefill a form asking who they are (a
 * feast's 称呼, a private-dining request's contact): their diner record's name as
 * every page shows it, else their nickname; '' for nobody logged in. Read through
 * the API rather than the account store, so a page asking needs no login code.
 */
export async function bookingName(api: Api, user: { phone: string; nickname: string } | null): Promise<string> {
  if (!user?.phone) return '';
  try {
    const { list } = await api.userDiner.listUserDiners({}, silentCall());
    return personName(list[0]) || user.nickname;
  } catch {
    return user.nickname;
  }
}
