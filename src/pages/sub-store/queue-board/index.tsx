import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { QueueTicket } from '@/gen/booking/v1/queue_pb';
import { useShownLoad } from '@/components/group-buy/use-shown-load';
import { PageShell } from '@/components/page-shell';
import { useQueueText } from '@/components/queue/use-queue-text';
import { confirmAction } from '@/services/confirm';
import { useRootStore } from '@/stores';
import { queueBoardStore } from '@/stores/queue';
import { QueueTakePanel } from './queue-take-panel';
import { QueueTicketRow, type TableChoice } from './queue-ticket-row';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

/**
 * queue-board: the host stand's walk-in queue, wide for a tablet at the door.
 * Left, the numbers in line with call, seat, skip and cancel; right, the
 * types with their waits, a number for a new party and the QR code diners
 * scan to take one on their phones.
 */
function QueueBoardPage() {
  const qt = useQueueText();
  const root = useRootStore();
  const board = queueBoardStore(root);
  useShownLoad(board.load);
  const [choosing, setChoosing] = useState<{ ticket: QueueTicket; choice: TableChoice } | null>(null);
  const storeId = root.staff.stores.currentId ?? '';

  const choose = async (itemId: string) => {
    if (!choosing) return;
    const { ticket, choice } = choosing;
    setChoosing(null);
    if (choice === 'seat') await board.seat(ticket.id, itemId);
    else await board.call(ticket.id, itemId);
  };
  const cancel = async (ticket: QueueTicket) => {
    const ok = await confirmAction(
      qt('board.cancelAsk', { number: ticket.number }),
      qt('common.confirm'),
      qt('common.back'),
    );
    if (ok) await board.cancel(ticket.id);
  };
  const fits = choosing ? board.tables.filter((o) => o.seats >= choosing.ticket.people) : [];
  const options = fits.length ? fits : board.tables;

  return (
    <PageShell title={qt('page.board')} onRefresh={board.load} wide>
      <View className='queue-board'>
        {board.state === 'ready' && !board.session && (
          <View className='queue-board__card' data-testid='queue-closed'>
            <Text className='queue-board__intro'>{qt('board.closed')}</Text>
            <Text className='queue-board__label'>{qt('board.openFor')}</Text>
            <View className='queue-board__shifts'>
              {board.shifts.map((s) => (
                <Button
                  key={s.model?.id}
                  type='primary'
                  disabled={board.busy}
                  onClick={() => void board.open(s.model!.id)}
                >
                  {s.name}
                </Button>
              ))}
            </View>
          </View>
        )}
        {board.session && (
          <View className='queue-board__columns'>
            <View className='queue-board__card queue-board__line'>
              <View className='queue-board__head'>
                <Text className='queue-board__title'>{qt('board.open', { shift: board.session.shiftName })}</Text>
                <Button size='small' fill='outline' disabled={board.busy} onClick={() => void board.close()}>
                  {qt('board.close')}
                </Button>
              </View>
              {choosing && (
                <View className='queue-board__chooser' data-testid='queue-table-chooser'>
                  <Text className='queue-board__label'>{`${choosing.ticket.number} · ${qt('board.pickTable')}`}</Text>
                  <View className='queue-board__tables'>
                    {choosing.choice === 'call' && (
                      <View className='queue-board__table' onClick={() => void choose('')}>
                        <Text>{qt('board.noTable')}</Text>
                      </View>
                    )}
                    {options.map((o) => (
                      <View key={o.itemId} className='queue-board__table' onClick={() => void choose(o.itemId)}>
                        <Text>{`${o.name} · ${o.seats}`}</Text>
                      </View>
                    ))}
                    <View className='queue-board__table queue-board__table--back' onClick={() => setChoosing(null)}>
                      <Text>{qt('common.back')}</Text>
                    </View>
                  </View>
                </View>
              )}
              <Text className='queue-board__label'>{qt('board.line')}</Text>
              {board.line.length === 0 && <Text className='queue-board__intro'>{qt('board.empty')}</Text>}
              {board.line.map((t) => (
                <QueueTicketRow
                  key={t.id}
                  ticket={t}
                  busy={board.busy}
                  qt={qt}
                  onChoose={(ticket, choice) => setChoosing({ ticket, choice })}
                  onSeatHeld={(ticket) => void board.seat(ticket.id, ticket.storeTableItemId)}
                  onSkip={(ticket) => void board.skip(ticket.id)}
                  onCancel={(ticket) => void cancel(ticket)}
                />
              ))}
              {board.done.length > 0 && <Text className='queue-board__label'>{qt('board.done')}</Text>}
              {board.done.map((t) => (
                <QueueTicketRow
                  key={t.id}
                  ticket={t}
                  busy
                  qt={qt}
                  onChoose={() => undefined}
                  onSeatHeld={() => undefined}
                  onSkip={() => undefined}
                  onCancel={() => undefined}
                />
              ))}
            </View>
            <QueueTakePanel
              session={board.session}
              storeId={storeId}
              justTaken={board.justTaken}
              busy={board.busy}
              qt={qt}
              onTake={(people, phone) => board.take(people, '', phone)}
            />
          </View>
        )}
      </View>
    </PageShell>
  );
}

export default observer(QueueBoardPage);
