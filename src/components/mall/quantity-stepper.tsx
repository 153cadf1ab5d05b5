import { Text, View } from '@tarojs/components';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** A minus, the count and a plus; each end stops at its limit. */
export function QuantityStepper({ value, min, max, onChange, disabled = false }: QuantityStepperProps) {
  const lower = disabled || value <= min;
  const higher = disabled || value >= max;
  return (
    <View className='qty-stepper'>
      <View
        className={`qty-stepper__button qty-stepper__minus${lower ? ' qty-stepper__button--off' : ''}`}
        onClick={() => !lower && onChange(value - 1)}
      >
        <Text>−</Text>
      </View>
      <Text className='qty-stepper__value'>{value}</Text>
      <View
        className={`qty-stepper__button qty-stepper__plus${higher ? ' qty-stepper__button--off' : ''}`}
        onClick={() => !higher && onChange(value + 1)}
      >
        <Text>+</Text>
      </View>
    </View>
  );
}
