/** What update-cell edits (its `field` parameter): the user's nickname, or a field of the current diner. */
export const EDITABLE_FIELDS = ['nickname', 'lastName', 'firstName', 'email', 'title'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export function isEditableField(value: unknown): value is EditableField {
  return typeof value === 'string' && (EDITABLE_FIELDS as readonly string[]).includes(value);
}

/** The longest value each text field takes (the proto's max_len). */
export const FIELD_MAX_LENGTH: Record<Exclude<EditableField, 'title'>, number> = {
  nickname: 20,
  lastName: 40,
  firstName: 40,
  email: 120,
};
