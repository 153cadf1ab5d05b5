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
// SetupStoreName is imported from its own file: it brings the staff app's
// stores, which the administrator's pages (pages/sub) must not carry.
