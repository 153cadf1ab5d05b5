import { Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';
import './tick-box.scss';

export interface TickBoxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
  children?: ReactNode;
}

/**
 * A checkbox drawn with a plain glyph: NutUI's Checkbox draws its box with an icon,
 * and NutUI icons render nothing in mini-programs.
 */
export function TickBox({ checked, onChange, className, children }: TickBoxProps) {
  return (
    <View
      className={`tick-box ${checked ? 'tick-box--checked' : ''} ${className ?? ''}`}
      aria-role='checkbox'
      aria-checked={checked}
      onClick={() => onChange(!checked)}
    >
      <View className='tick-box__box'>
        <Text className='tick-box__mark'>{checked ? '✓' : ''}</Text>
      </View>
      {children !== undefined && <View className='tick-box__label'>{children}</View>}
    </View>
  );
}
