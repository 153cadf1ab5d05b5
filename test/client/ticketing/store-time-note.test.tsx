import { StoreTimeNote } from '@/components/ticketing/store-time-note';
import { bootPage } from '../support/boot-page';

// Ticket times are the restaurant's: a phone whose clock reads another time
// is told so; one that reads the same time is not bothered with it.
const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
// A zone whose clock differs from this machine's now, whatever machine runs the test.
const elsewhere = new Date().getTimezoneOffset() === -8 * 60 ? 'Europe/London' : 'Asia/Shanghai';

describe('the store-time note on ticket pages', () => {
  it("names the restaurant's zone when the device's clock reads another time", async () => {
    const { container } = await bootPage(() => <StoreTimeNote timezone={elsewhere} />);
    expect(container.querySelector('.ticketing__store-time')?.textContent).toBe(
      `场次和售票时间为门店当地时间（${elsewhere}）`,
    );
  });

  it('says nothing where the device reads the same time', async () => {
    const { container } = await bootPage(() => <StoreTimeNote timezone={deviceZone} />);
    expect(container.querySelector('.ticketing__store-time')).toBeNull();
  });
});
