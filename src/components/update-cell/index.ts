export { ProfileFieldEditor } from './profile-field-editor';
export { EDITABLE_FIELDS, isEditableField, type EditableField } from './editable-field';
