import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import { DINER_TITLES, dinerTitleName } from './diner-title';
import './title-chips.scss';
import '@/i18n/login-texts';

/** The diner's title as a row of chips (Mr, Ms, ...), one chosen. */
export function TitleChips({ value, onChange }: { value: DinerTitle; onChange(title: DinerTitle): void }) {
  const { t } = useTranslation();
  return (
    <View className='title-chips'>
      {DINER_TITLES.map((title) => {
        const name = dinerTitleName(title);
        const chosen = dinerTitleName(value) === name;
        return (
          <Text
            key={name}
            className={chosen ? 'title-chips__chip title-chips__chip--chosen' : 'title-chips__chip'}
            onClick={() => onChange(title)}
          >
            {t(`login.dinerTitle.${name}`)}
          </Text>
        );
      })}
    </View>
  );
}
