import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { MallProduct, MallSku } from '@/gen/mall/v1/mall_pb';
import type { MallProductView } from '@/stores/mall/mall-catalogue';
import { stockState } from '@/stores/mall/sku-choice';
import { useLocalName } from '@/i18n/use-local-name';
import { useMallText } from './use-mall-text';

/** One row of values per spec; a value no listed SKU offers with the other picks is greyed and cannot be picked. */
function SpecChoiceView({ view }: { view: MallProductView }) {
  const mt = useMallText();
  const { local } = useLocalName();
  const product = view.product.value;
  if (!product) return null;
  return (
    <>
      {product.specList.map((spec) => (
        <View key={spec.id} className='mall-spec'>
          <Text className='mall-spec__name'>
            {view.picks[spec.id]
              ? local(spec.name, spec.intlName)
              : mt('product.chooseSpec', { name: local(spec.name, spec.intlName) })}
          </Text>
          <View className='chip-list'>
            {spec.valueList.map((v) => {
              const offered = view.offered(spec.id, v.id);
              const on = view.picks[spec.id] === v.id;
              return (
                <Text
                  key={v.id}
                  data-testid='mall-spec-value'
                  className={`chip${on ? ' chip--active' : ''}${offered ? '' : ' chip--disabled'}`}
                  onClick={() => offered && view.pick(spec.id, v.id)}
                >
                  {local(v.value, v.intlValue)}
                </Text>
              );
            })}
          </View>
        </View>
      ))}
    </>
  );
}

export const SpecChoice = observer(SpecChoiceView);

/** The chosen SKU's stock in words. */
export function StockLine({ product, sku }: { product: MallProduct; sku: MallSku }) {
  const mt = useMallText();
  const state = stockState(product, sku);
  const text =
    state.kind === 'unlimited'
      ? mt('product.stockUnlimited')
      : state.count <= 0
        ? mt('product.soldOut')
        : state.kind === 'daily'
          ? mt('product.stockDaily', { count: state.count })
          : mt('product.stockLeft', { count: state.count });
  return (
    <Text className='mall-detail__stock' data-testid='mall-stock'>
      {text}
    </Text>
  );
}
