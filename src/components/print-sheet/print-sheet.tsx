import { Text, View } from '@tarojs/components';
import type { PrintField, PrintSettings } from '@/stores/staff/print-settings';
import type { PrintGroup } from './print-rows';
import './print-sheet.scss';

export interface PrintSheetProps {
  title: string;
  subtitle: string;
  groups: readonly PrintGroup[];
  settings: PrintSettings;
  fieldLabel(field: PrintField): string;
  emptyTableText: string;
  noOrdersText: string;
}

/**
 * The day sheet as it prints: a heading, then per group a ruled table of the chosen
 * fields. Columns, font size and dividers are classes, so the print stylesheet and
 * the preview agree.
 */
export function PrintSheet({
  title,
  subtitle,
  groups,
  settings,
  fieldLabel,
  emptyTableText,
  noOrdersText,
}: PrintSheetProps) {
  const cls = [
    'print-sheet',
    `print-sheet--cols-${settings.columns}`,
    `print-sheet--font-${settings.fontSize}`,
    `print-sheet--divider-${settings.divider}`,
    `print-sheet--${settings.orientation}`,
  ].join(' ');
  return (
    <View className={cls}>
      <Text className='print-sheet__title'>{title}</Text>
      <Text className='print-sheet__subtitle'>{subtitle}</Text>
      {groups.length === 0 && <Text className='print-sheet__none'>{noOrdersText}</Text>}
      <View className='print-sheet__columns'>
        {groups.map((group) => (
          <View key={group.key} className='print-sheet__group'>
            {groups.length > 1 || settings.grouping !== 'none' ? (
              <Text className='print-sheet__group-title'>{group.title}</Text>
            ) : null}
            <View className='print-sheet__row print-sheet__row--head'>
              {settings.fields.map((f) => (
                <Text key={f} className={`print-sheet__cell print-sheet__cell--${f}`}>
                  {fieldLabel(f)}
                </Text>
              ))}
            </View>
            {group.rows.map((row) => (
              <View
                key={row.key}
                className={row.empty ? 'print-sheet__row print-sheet__row--empty' : 'print-sheet__row'}
              >
                {settings.fields.map((f) => (
                  <Text key={f} className={`print-sheet__cell print-sheet__cell--${f}`}>
                    {row.empty
                      ? f === 'table' || (f === settings.fields[0] && !settings.fields.includes('table'))
                        ? `${row.cells.table ?? ''} ${emptyTableText}`
                        : ''
                      : (row.cells[f] ?? '')}
                  </Text>
                ))}
              </View>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}
