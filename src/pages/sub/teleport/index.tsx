import { TeleportScreen } from '@/components/teleport';

/** The shared redirect page (spec: sub/teleport): diners' and staff's targets. */
export default function TeleportPage() {
  return <TeleportScreen />;
}
