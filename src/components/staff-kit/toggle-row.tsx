import { Text, View } from '@tarojs/components';

export interface ToggleRowProps {
  label: string;
  on: boolean;
  onChange(on: boolean): void;
  className?: string;
}

/**
 * A labelled on/off row. Drawn by us rather than the host's switch: one look on every
 * host, and the tap is an ordinary tap.
 */
export function ToggleRow({ label, on, onChange, className }: ToggleRowProps) {
  return (
    <View
      className={`staff-form__row staff-toggle${on ? ' staff-toggle--on' : ''} ${className ?? ''}`}
      onClick={() => onChange(!on)}
    >
      <Text>{label}</Text>
      <View className='staff-toggle__track'>
        <View className='staff-toggle__knob' />
      </View>
    </View>
  );
}
