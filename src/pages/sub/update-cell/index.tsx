import { ProfileFieldEditor } from '@/components/update-cell';

/**
 * The shared field editor (spec: sub/update-cell), for a person in any mode: staff
 * rename themselves from the management tab without switching to diner mode.
 * Same `field` parameter and rules as the diner's update-cell.
 */
export default function SharedUpdateCellPage() {
  return <ProfileFieldEditor />;
}
