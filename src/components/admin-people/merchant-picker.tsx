import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import type { MerchantChoiceStore } from '@/stores/admin-people/merchant-choice.store';

/** The merchant an administrator's page works on: one chip per merchant. */
function MerchantPickerView({ choice }: { choice: MerchantChoiceStore }) {
  const { t } = useTranslation();
  return (
    <View className='admin-people__merchants'>
      <Text className='admin-people__label'>{t('adminPeople.merchant')}</Text>
      <LoadState
        status={choice.state.status}
        empty={choice.merchants.length === 0}
        emptyText={t('adminPeople.noMerchants')}
        onRetry={() => void choice.load()}
      >
        <View className='admin-people__chips'>
          {choice.merchants.map((m) => (
            <Text
              key={m.model?.id}
              className={`admin-people__chip${m.model?.id === choice.merchantId ? ' admin-people__chip--on' : ''}`}
              onClick={() => void choice.choose(m.model?.id ?? '')}
            >
              {m.name}
            </Text>
          ))}
        </View>
      </LoadState>
    </View>
  );
}

export const MerchantPicker = observer(MerchantPickerView);
