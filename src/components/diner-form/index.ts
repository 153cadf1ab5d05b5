export { DinerForm, type DinerFormProps } from './diner-form';
export { BlacklistDialog, type BlacklistDialogProps } from './blacklist-dialog';
