export { useStaff } from './use-staff';
export { OrderPage, type OrderPageProps } from './order-page';
export { ToggleRow, type ToggleRowProps } from './toggle-row';
export { AmountField, DECIMAL_KEYPAD, type AmountFieldProps } from './amount-field';
export { DepositMoney, FinalMoney, MoneyRows, type MoneyRow } from './money-rows';
export { DrawForm, type DrawFormProps } from './draw-form';
export { OfflinePayForm, type OfflinePayFormProps } from './offline-pay-form';
export { FinalDrawForm, type FinalDrawFormProps } from './final-draw-form';
export { useDepositSettlement } from './deposit-settlement-field';
