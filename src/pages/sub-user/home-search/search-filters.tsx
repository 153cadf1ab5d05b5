import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { showToast } from '@/services/feedback';
import { DISTANCE_CHOICES, type DistanceChoice, type StoreSearchStore } from '@/stores/diner/store-search.store';
import { CUISINE_TREE } from '@/utils/diner/cuisine-tree';
import { PER_CAPITA_RANGES } from '@/utils/diner/per-capita-ranges';
import '@/i18n/diner-search-texts';

function Chip({
  label,
  active,
  onClick,
  className = '',
}: {
  label: string;
  active: boolean;
  onClick(): void;
  className?: string;
}) {
  return (
    <View className={`chip ${className}${active ? ' chip--active' : ''}`} onClick={onClick}>
      <Text>{label}</Text>
    </View>
  );
}

/** City, the cuisine tree (a main cuisine opens its own), the distance from the diner and the per-capita ranges. */
function SearchFiltersView({ search }: { search: StoreSearchStore }) {
  const { t } = useTranslation();
  const { local } = useLocalName();
  const f = search.filters;
  const cuisine = (key: string) => t(`diner.cuisine.${key}` as 'diner.cuisine.Chinese', { defaultValue: key });
  const main = CUISINE_TREE.find((node) => node.key === f.mainCuisine);
  const chooseDistance = async (meters: DistanceChoice) => {
    if (!(await search.setMaxDistance(meters))) showToast(t('diner.search.locationDenied'));
  };
  return (
    <View className='section search-filters'>
      <Text className='section__label'>{t('diner.search.city')}</Text>
      <View className='chip-list search-filters__cities'>
        <Chip label={t('diner.search.anyCity')} active={!f.city} onClick={() => void search.setFilters({ city: '' })} />
        {search.cities.map(({ city, intl }) => (
          <Chip
            key={city}
            label={local(city, intl)}
            active={f.city === city}
            onClick={() => void search.setFilters({ city })}
          />
        ))}
      </View>
      <Text className='section__label'>{t('diner.search.cuisine')}</Text>
      <View className='chip-list search-filters__cuisines'>
        <Chip
          label={t('diner.search.anyCuisine')}
          active={!f.mainCuisine}
          onClick={() => void search.setFilters({ mainCuisine: '' })}
        />
        {CUISINE_TREE.map((node) => (
          <Chip
            key={node.key}
            label={cuisine(node.key)}
            active={f.mainCuisine === node.key}
            onClick={() => void search.setFilters({ mainCuisine: node.key })}
          />
        ))}
      </View>
      {main && main.children.length > 0 && (
        <View className='chip-list search-filters__subs'>
          <Chip
            label={t('diner.search.allOf', { name: cuisine(main.key) })}
            active={!f.subCuisine}
            onClick={() => void search.setFilters({ mainCuisine: main.key, subCuisine: '' })}
          />
          {main.children.map((sub) => (
            <Chip
              key={sub}
              label={cuisine(sub)}
              active={f.subCuisine === sub}
              onClick={() => void search.setFilters({ mainCuisine: main.key, subCuisine: sub })}
            />
          ))}
        </View>
      )}
      <Text className='section__label'>{t('diner.search.distance')}</Text>
      <View className='chip-list search-filters__distances'>
        {DISTANCE_CHOICES.map((meters) => (
          <Chip
            key={meters}
            label={meters ? t('diner.search.within', { km: meters / 1000 }) : t('diner.search.anyDistance')}
            active={f.maxDistance === meters}
            onClick={() => void chooseDistance(meters)}
          />
        ))}
      </View>
      {search.locationDenied && <Text className='section__text'>{t('diner.search.locationDenied')}</Text>}
      <Text className='section__label'>{t('diner.search.perCapita')}</Text>
      <View className='chip-list search-filters__prices'>
        {PER_CAPITA_RANGES.map((range) => (
          <Chip
            key={range.key}
            label={t(`diner.perCapita.${range.key}`)}
            active={f.perCapita === range.key}
            onClick={() => void search.setFilters({ perCapita: range.key })}
          />
        ))}
      </View>
    </View>
  );
}

export const SearchFilters = observer(SearchFiltersView);
