import { ProfileFieldEditor } from '@/components/update-cell';

/** The diner's field editor (spec: sub-user/update-cell): the shared profile editor. */
export default function UpdateCellPage() {
  return <ProfileFieldEditor />;
}
