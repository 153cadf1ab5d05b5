import { Text, View } from '@tarojs/components';
import './count-stepper.scss';

export interface CountStepperProps {
  label: string;
  value: number;
  min: number;
  onChange(value: number): void;
}

/** A labelled count with − and + (adults, children) on the staff booking forms; never below `min`. */
export function CountStepper({ label, value, min, onChange }: CountStepperProps) {
  return (
    <View className='staff-form__row count-stepper'>
      <Text>{label}</Text>
      <View className='count-stepper__steps'>
        <Text className='count-stepper__step count-stepper__less' onClick={() => value > min && onChange(value - 1)}>
          −
        </Text>
        <Text className='count-stepper__count'>{value}</Text>
        <Text className='count-stepper__step count-stepper__more' onClick={() => onChange(value + 1)}>
          +
        </Text>
      </View>
    </View>
  );
}
