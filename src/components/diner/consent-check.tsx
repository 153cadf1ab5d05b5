import { Checkbox } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';

export interface ConsentCheckProps {
  checked: boolean;
  label: string;
  /** Drawn attention to after a tap on the button it gates. */
  highlight?: boolean;
  onChange(checked: boolean): void;
}

/** The explicit consent a booking needs before it is made and paid. */
export function ConsentCheck({ checked, label, highlight, onChange }: ConsentCheckProps) {
  return (
    <View className={`consent-check${highlight && !checked ? ' consent-check--missing' : ''}`}>
      <Checkbox className='consent-check__box' checked={checked} onChange={(value) => onChange(value)}>
        <Text className='consent-check__label'>{label}</Text>
      </Checkbox>
    </View>
  );
}
