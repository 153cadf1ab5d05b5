import { TeleportScreen } from '@/components/teleport';

/** The diner's redirect page (spec: sub-user/teleport): diners' targets only, always in diner mode. */
export default function DinerTeleportPage() {
  return <TeleportScreen dinerOnly />;
}
