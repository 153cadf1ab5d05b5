import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { cuisinesMatching } from './store-keyword.rule';

const likeOf = (form: string) => `%${form.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search box ("搜索餐厅、城市、菜系"): any form of the keyword in the
 * store's name, city or address (where its district is) as written, in its
 * name or city in any language (intl_info), or naming its main or sub
 * cuisine in any language.
 */
export function matchesKeyword(forms: string[]) {
  const cuisines = cuisinesMatching(forms);
  return (eb: ExpressionBuilder<Database, 'store'>) =>
    eb.or([
      ...forms.flatMap((form) => {
        const like = likeOf(form);
        return [
          eb('name', 'ilike', like),
          eb('city', 'ilike', like),
          eb('address', 'ilike', like),
          eb.exists(
            eb
              .selectFrom(
                sql<{ value: string }>`(SELECT value FROM jsonb_each_text(coalesce(intl_info->'name', '{}'::jsonb))
                  UNION ALL SELECT value FROM jsonb_each_text(coalesce(intl_info->'city', '{}'::jsonb)))`.as('n'),
              )
              .select(sql`1`.as('one'))
              .where('n.value', 'ilike', like),
          ),
        ];
      }),
      ...(cuisines.length > 0
        ? [eb(sql`lower(main_cuisine)`, 'in', cuisines), eb(sql`lower(sub_cuisine)`, 'in', cuisines)]
        : []),
    ]);
}
