import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { DinerTag, type MerchantDiner } from '@/gen/crm/v1/merchant_diner_pb';
import { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import './diner-card.scss';
import { personName } from '@/common/person-name';

/** "Chen Jia (Ms)" in the person's language; the placeholder when no name was given. */
export function useDinerName() {
  const { t } = useTranslation();
  return (d: MerchantDiner) => {
    const name = personName(d) || t('staffSetup.diner.unnamed');
    const title =
      d.title && d.title !== DinerTitle.UNKNOWN ? t(`staffSetup.diner.titles.${DinerTitle[d.title] as 'MR'}`) : '';
    return title ? `${name} (${title})` : name;
  };
}

/** One diner in a list: name, phone, membership, tags, blacklist. */
export function DinerCard({ diner, onClick }: { diner: MerchantDiner; onClick?(): void }) {
  const { t } = useTranslation();
  const nameOf = useDinerName();
  return (
    <View className={`diner-card${diner.blacklisted ? ' diner-card--blacklisted' : ''}`} onClick={onClick}>
      <View className='diner-card__main'>
        <Text className='diner-card__name'>{nameOf(diner)}</Text>
        <Text className='diner-card__phone'>
          +{diner.phoneRegionCode} {diner.phone}
        </Text>
        <View className='diner-card__tags'>
          {diner.blacklisted && (
            <Text className='diner-card__tag diner-card__tag--blacklisted'>{t('staffSetup.diner.blacklisted')}</Text>
          )}
          {diner.membershipLevelName && (
            <Text className='diner-card__tag diner-card__tag--member'>{diner.membershipLevelName}</Text>
          )}
          {diner.tagList.map((tag) => (
            <Text key={tag} className='diner-card__tag'>
              {t(`staffSetup.diner.tags.${DinerTag[tag] as 'BIRTHDAY'}`)}
            </Text>
          ))}
        </View>
      </View>
    </View>
  );
}
