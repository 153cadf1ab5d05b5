import { Cell } from '@nutui/nutui-react-taro';
import './option-list.scss';

export interface Option<V> {
  value: V;
  label: string;
}

export interface OptionListProps<V> {
  title: string;
  options: ReadonlyArray<Option<V>>;
  selected: V;
  onSelect(value: V): void;
}

/**
 * A titled list of choices with a check mark on the chosen one. A text mark, not a
 * NutUI Radio: NutUI's icons render nothing in mini-programs.
 */
export function OptionList<V extends string | number | null>({
  title,
  options,
  selected,
  onSelect,
}: OptionListProps<V>) {
  return (
    <Cell.Group title={title} className='option-list'>
      {options.map((option) => {
        const chosen = option.value === selected;
        return (
          <Cell
            key={String(option.value)}
            className={chosen ? 'option-list__item option-list__item--selected' : 'option-list__item'}
            title={option.label}
            extra={chosen ? '✓' : ''}
            clickable
            onClick={() => onSelect(option.value)}
          />
        );
      })}
    </Cell.Group>
  );
}
