import { DinerTitle } from '@/gen/identity/v1/user_diner_pb';

/** The titles a diner may choose, in the order offered; UNKNOWN is "none". */
export const DINER_TITLES = [
  DinerTitle.MR,
  DinerTitle.MS,
  DinerTitle.MISS,
  DinerTitle.MRS,
  DinerTitle.BOSS,
  DinerTitle.UNKNOWN,
] as const;

export type DinerTitleName = 'MR' | 'MS' | 'MISS' | 'MRS' | 'BOSS' | 'UNKNOWN';

/** The message key of a title (login.dinerTitle.*); unset reads as none. */
export function dinerTitleName(title: DinerTitle): DinerTitleName {
  const name = DinerTitle[title] as DinerTitleName | 'DINER_TITLE_UNSPECIFIED' | undefined;
  return !name || name === 'DINER_TITLE_UNSPECIFIED' ? 'UNKNOWN' : name;
}
