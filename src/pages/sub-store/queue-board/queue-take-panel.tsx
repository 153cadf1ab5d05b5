import { Input, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useState } from 'react';
import type { QueueSession, QueueTicket } from '@/gen/booking/v1/queue_pb';
import { QrCode } from '@/components/diner/qr-code';
import { rangeText, waitText, type QueueText } from '@/components/queue/use-queue-text';
import { pageUrl } from '@/routing/diner-routes';
import { QUEUE_ROUTES } from '@/routing/queue-routes';

export interface QueueTakePanelProps {
  session: QueueSession;
  storeId: string;
  justTaken: QueueTicket | null;
  busy: boolean;
  qt: QueueText;
  onTake: (people: number, phone: string) => Promise<boolean>;
}

/** The stand's side: the types with their waits, a number for a party (phone optional), the QR code to scan. */
export function QueueTakePanel({ session, storeId, justTaken, busy, qt, onTake }: QueueTakePanelProps) {
  const [people, setPeople] = useState(2);
  const [phone, setPhone] = useState('');
  const take = async () => {
    if (await onTake(people, phone)) setPhone('');
  };
  return (
    <View className='queue-board__card queue-take'>
      <View className='queue-take__types'>
        {session.typeList.map((type) => (
          <View key={type.id} className='queue-take__type' data-testid={`queue-type-${type.code}`}>
            <Text className='queue-take__code'>{type.code}</Text>
            <Text>{rangeText(qt, type.minPeople, type.maxPeople)}</Text>
            <Text>{qt('type.waiting', { count: type.waitingCount })}</Text>
            <Text className='queue-take__wait'>{waitText(qt, type.nextWaitSecond)}</Text>
          </View>
        ))}
      </View>
      <Text className='queue-board__label'>{qt('board.people')}</Text>
      <View className='queue-take__people'>
        {[1, 2, 3, 4, 5, 6, 7, 8, 10, 12].map((n) => (
          <View
            key={n}
            className={`queue-take__chip${n === people ? ' queue-take__chip--on' : ''}`}
            onClick={() => setPeople(n)}
          >
            <Text>{n}</Text>
          </View>
        ))}
      </View>
      <Text className='queue-board__label'>{qt('board.phone')}</Text>
      <Input
        className='queue-take__phone'
        type='number'
        value={phone}
        maxlength={20}
        onInput={(e) => setPhone(e.detail.value)}
      />
      <Button type='primary' block disabled={busy} onClick={() => void take()}>
        {qt('board.take')}
      </Button>
      {justTaken && (
        <View className='queue-take__taken' data-testid='queue-just-taken'>
          <Text>{qt('board.justTaken')}</Text>
          <Text className='queue-take__taken-number'>{justTaken.number}</Text>
          <Text>{waitText(qt, justTaken.estimatedWaitSecond)}</Text>
        </View>
      )}
      <View className='queue-take__qr'>
        <Text className='queue-board__label'>{qt('board.standQr')}</Text>
        <View className='queue-take__qr-code'>
          <QrCode text={pageUrl(QUEUE_ROUTES.take, { storeId, stand: session.standCode })} />
        </View>
        <Text className='queue-board__hint'>{qt('board.standQrHint')}</Text>
      </View>
    </View>
  );
}
