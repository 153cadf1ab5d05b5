// The staff board's timeline geometry (src/components/booking-timeline/timeline-layout.ts)
// for a big store's busy day: 60 tables, 400 orders. Laid out on every change of the
// day, so it should take well under a frame (16 ms). A figure, never a pass or fail:
// test/client/staff/timeline-layout.test.ts checks the layout itself.
import { create } from '@bufbuild/protobuf';
import { BookingOrderSchema, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { StoreShiftSchema } from '@gen/store/v1/shift_pb';
import { StoreTableSchema } from '@gen/store/v1/table_pb';
import { layoutTimeline } from '../src/components/booking-timeline/timeline-layout';

const HOUR = 3600;
const RUNS = 200;

export function timelineLayoutFigures(): { p50: number; p99: number } {
  const tables = Array.from({ length: 60 }, (_, i) =>
    create(StoreTableSchema, {
      model: { id: `t${i}` },
      name: `T${i}`,
      seatCapacity: 4,
      itemList: [{ model: { id: `i${i}` }, name: `T${i}`, sort: 1 }],
    }),
  );
  const orders = Array.from({ length: 400 }, (_, n) => {
    const start = 11 * HOUR + Math.floor(n / 60) * 1800;
    return create(BookingOrderSchema, {
      model: { id: `${n}` },
      status: Status.WAIT_SERVICE,
      storeTableItemIdList: [`i${n % 60}`],
      reservationStartSecond: start,
      reservationEndSecond: start + 1.5 * HOUR,
      diner: { lastName: `D${n}` },
      peopleCount: 2,
    });
  });
  const shifts = [
    create(StoreShiftSchema, {
      model: { id: 's1' },
      startSecond: 11 * HOUR,
      endSecond: 14 * HOUR,
      durationSecond: 1.5 * HOUR,
    }),
    create(StoreShiftSchema, {
      model: { id: 's2' },
      startSecond: 17.5 * HOUR,
      endSecond: 21.5 * HOUR,
      durationSecond: 2 * HOUR,
    }),
  ];
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    layoutTimeline({ tables, shifts, orders });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)], p99: times[Math.floor(RUNS * 0.99)] };
}
