import { Text } from '@tarojs/components';
import { deviceElsewhere } from '@/common/zoned-time';
import { useTicketingText } from './use-ticketing-text';

/** "Times are the restaurant's": shown only where this device's clock reads another time. */
export function StoreTimeNote({ timezone }: { timezone: string }) {
  const tt = useTicketingText();
  if (!timezone || !deviceElsewhere(timezone, Date.now())) return null;
  return <Text className='section__text ticketing__store-time'>{tt('event.storeTime', { zone: timezone })}</Text>;
}
