export {
  ChoiceField,
  FormActions,
  FormError,
  SwitchField,
  TextAreaField,
  TextField,
  type ChoiceFieldProps,
  type TextFieldProps,
} from './setup-fields';
export { confirmAction } from './confirm-action';
export { IntlNameFields, intlFieldsOf, trimmedIntlName } from './intl-name-fields';
export { SetupStoreName } from './setup-store-name';
