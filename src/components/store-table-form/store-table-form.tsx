import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceField, FormActions, FormError, TextField } from '@/components/setup-form';
import { StoreTable_Status, type StoreTable } from '@/gen/store/v1/table_pb';
import { checkTableForm, type TableFormValues } from '@/utils/setup-form-rules';
import '@/i18n/server-message-texts';

export const TABLE_STATUS_KEY = {
  [StoreTable_Status.STATUS_UNSPECIFIED]: 'statusNormal',
  [StoreTable_Status.NORMAL]: 'statusNormal',
  [StoreTable_Status.HIDDEN]: 'statusHidden',
  [StoreTable_Status.DISABLED]: 'statusDisabled',
} as const;

type Values = TableFormValues & {
  remarkName: string;
  weight: string;
  bookingLimit: string;
  minSeatsPerFeast: string;
  remainingCountReminder: string;
  status: StoreTable_Status;
};

const text = (n: number | undefined) => (n ? String(n) : '');

function valuesOf(table: StoreTable | undefined): Values {
  return {
    name: table?.name ?? '',
    remarkName: table?.remarkName ?? '',
    seatCapacity: text(table?.seatCapacity),
    tableCount: table ? String(table.tableCount) : '1',
    fixedTableCount: text(table?.fixedTableCount),
    minTablesPerBooking: text(table?.minTablesPerBooking),
    maxTablesPerBooking: text(table?.maxTablesPerBooking),
    minSeatsPerOrder: text(table?.minSeatsPerOrder),
    weight: text(table?.weight),
    bookingLimit: text(table?.bookingLimit),
    minSeatsPerFeast: text(table?.minSeatsPerFeast),
    remainingCountReminder: text(table?.remainingCountReminder),
    status: table?.status || StoreTable_Status.NORMAL,
  };
}

const num = (value: string) => (value.trim() ? Number(value) : 0);

export interface StoreTableFormProps {
  table?: StoreTable;
  /** Saves the input; resolves whether it worked (a refusal has been shown). */
  onSave(input: Record<string, unknown>): Promise<boolean>;
  children?: ReactNode;
}

/**
 * The table form of store-table-create and -update: seat and table counts checked as
 * the spec asks (section 5) before anything is sent, with the server's wording.
 */
function StoreTableFormView({ table, onSave, children }: StoreTableFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() => valuesOf(table));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = async () => {
    const problem = checkTableForm(values);
    if (problem) {
      setError(problem === 'nameRequired' ? t('staffSetup.common.nameRequired') : t(`serverMessage.${problem}`));
      return;
    }
    setError('');
    setSaving(true);
    await onSave({
      name: values.name.trim(),
      remarkName: values.remarkName.trim(),
      seatCapacity: num(values.seatCapacity),
      tableCount: num(values.tableCount),
      fixedTableCount: num(values.fixedTableCount),
      minTablesPerBooking: num(values.minTablesPerBooking),
      maxTablesPerBooking: num(values.maxTablesPerBooking),
      minSeatsPerOrder: num(values.minSeatsPerOrder),
      minSeatsPerFeast: num(values.minSeatsPerFeast),
      weight: num(values.weight),
      bookingLimit: num(values.bookingLimit),
      remainingCountReminder: num(values.remainingCountReminder),
      status: values.status,
      photo: table?.photo,
      quickPickIntervalSecond: table?.quickPickIntervalSecond ?? 0,
    });
    setSaving(false);
  };

  const field = (
    key:
      keyof TableFormValues | 'remarkName' | 'weight' | 'bookingLimit' | 'minSeatsPerFeast' | 'remainingCountReminder',
    type: 'text' | 'digit' = 'digit',
  ) => (
    <TextField name={key} label={t(`staffSetup.table.${key}`)} value={values[key]} onChange={set(key)} type={type} />
  );

  return (
    <View className='store-table-form'>
      {field('name', 'text')}
      {field('remarkName', 'text')}
      {field('seatCapacity')}
      {field('tableCount')}
      {field('fixedTableCount')}
      {field('minTablesPerBooking')}
      {field('maxTablesPerBooking')}
      {field('minSeatsPerOrder')}
      {field('minSeatsPerFeast')}
      {field('weight')}
      {field('bookingLimit')}
      {field('remainingCountReminder')}
      <ChoiceField<StoreTable_Status>
        name='status'
        label={t('staffSetup.table.status')}
        value={values.status}
        onChange={(status) => setValues((v) => ({ ...v, status }))}
        options={[StoreTable_Status.NORMAL, StoreTable_Status.HIDDEN, StoreTable_Status.DISABLED].map((value) => ({
          value,
          label: t(`staffSetup.table.${TABLE_STATUS_KEY[value]}`),
        }))}
      />
      <FormError text={error} />
      <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')}>
        {children}
      </FormActions>
    </View>
  );
}

export const StoreTableForm = observer(StoreTableFormView);
