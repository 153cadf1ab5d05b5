import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { QueueTicket_Status as Status, type QueueTicket } from '@/gen/booking/v1/queue_pb';
import { waitText, type QueueText } from '@/components/queue/use-queue-text';

export type TableChoice = 'call' | 'seat';

export interface QueueTicketRowProps {
  ticket: QueueTicket;
  busy: boolean;
  qt: QueueText;
  /** Opens the table chooser to call (and hold a table) or to seat. */
  onChoose: (ticket: QueueTicket, choice: TableChoice) => void;
  onSeatHeld: (ticket: QueueTicket) => void;
  onSkip: (ticket: QueueTicket) => void;
  onCancel: (ticket: QueueTicket) => void;
}

/** One number on the board: its status, party, place and wait, and what the host can do with it. */
export function QueueTicketRow({ ticket: t, busy, qt, onChoose, onSeatHeld, onSkip, onCancel }: QueueTicketRowProps) {
  const live = t.status === Status.WAITING || t.status === Status.CALLED;
  const held = t.status === Status.CALLED && t.storeTableItemId !== '0' && t.storeTableItemId !== '';
  return (
    <View className={`queue-row queue-row--${Status[t.status]}`} data-testid={`queue-row-${t.number}`}>
      <Text className='queue-row__number'>{t.number}</Text>
      <View className='queue-row__info'>
        <Text className='queue-row__status'>{qt(`status.${Status[t.status] as 'WAITING'}`)}</Text>
        <Text>{qt('ticket.people', { count: t.people })}</Text>
        {t.status === Status.WAITING && <Text>{qt('ticket.place', { place: t.place })}</Text>}
        {live && <Text className='queue-row__wait'>{waitText(qt, t.estimatedWaitSecond)}</Text>}
        {t.tableName && <Text>{qt('board.table', { name: t.tableName })}</Text>}
        {t.skipped && live && <Text className='queue-row__flag'>{qt('board.skipped')}</Text>}
        {t.onMyWayTime && live && <Text className='queue-row__flag'>{qt('board.onMyWay')}</Text>}
        {t.phone && <Text className='queue-row__phone'>{t.phone}</Text>}
      </View>
      {live && (
        <View className='queue-row__actions'>
          <Button
            size='small'
            type='primary'
            disabled={busy}
            onClick={() => (held ? onSeatHeld(t) : onChoose(t, 'seat'))}
          >
            {qt('board.seat')}
          </Button>
          <Button size='small' disabled={busy} onClick={() => onChoose(t, 'call')}>
            {qt(t.status === Status.CALLED ? 'board.recall' : 'board.call')}
          </Button>
          <Button size='small' fill='outline' disabled={busy} onClick={() => onSkip(t)}>
            {qt('board.skip')}
          </Button>
          <Button size='small' fill='outline' disabled={busy} onClick={() => onCancel(t)}>
            {qt('board.cancel')}
          </Button>
        </View>
      )}
    </View>
  );
}
