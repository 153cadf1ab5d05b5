import { waitFor } from '@testing-library/react';
import AdminHomePage from '@/pages/sub/admin-home/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { AdminMerchantService } from '@/gen/identity/v1/admin_merchant_service_pb';
import { PlatformOverviewService } from '@/gen/platform/v1/platform_overview_pb';
import { sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

function network() {
  return fakeNetwork([
    answer(AdminMerchantService.method.listMerchants, { list: [] }),
    answer(PlatformOverviewService.method.getPlatformOverview, (r) => {
      const { startDate } = JSON.parse(r.body!) as { startDate: string };
      return {
        merchants: 12,
        disabledMerchants: 1,
        stores: 40,
        disabledStores: 3,
        startDate,
        endDate: 'E',
        bookings: 318,
        covers: 1024,
        cancelled: 21,
        noShow: 4,
        money: [{ currency: 'CNY', paid: '1234500', refunded: '34500', net: '1200000' }],
        dayList: ['03-02', '03-03', '03-04', '03-05', '03-06', '03-07', '03-08'].map((d, i) => ({
          date: `2026-${d}`,
          bookings: i === 5 ? 80 : 40,
          covers: 100,
          cancelled: i === 5 ? 20 : 0,
        })),
      };
    }),
  ]);
}

describe("the administrator's platform overview", () => {
  it("shows this week's numbers from Monday, and steps back a week", async () => {
    const net = network();
    const { container } = await bootPage(AdminHomePage, {
      path: '/pages/sub/admin-home/index',
      store: createTestStore({ request: net.request }),
    });
    await waitFor(() => expect(container.querySelectorAll('.admin-home__figure')).toHaveLength(6));
    const [first] = sentTo(net.calls, 'GetPlatformOverview') as Array<{ startDate: string; timeZone: string }>;
    expect(first.timeZone).toBeTruthy();
    // Whatever today is, the week starts on a Monday.
    expect(new Date(`${first.startDate}T00:00:00Z`).getUTCDay()).toBe(1);
    const figures = Array.from(container.querySelectorAll('.admin-home__figure')).map((f) => f.textContent);
    expect(figures).toContain('12（停用 1）商户');
    expect(figures).toContain('318本周预订');
    expect(container.querySelector('.admin-home__money')?.textContent).toContain('净额 ¥12,000');
    // The chart: a bar a day, Saturday's the tallest, its cancelled quarter darker.
    const bars = Array.from(container.querySelectorAll<HTMLElement>('.overview-chart__bar'));
    expect(bars.map((b) => b.style.height)).toEqual(['50%', '50%', '50%', '50%', '50%', '100%', '50%']);
    expect(container.querySelectorAll('.overview-chart__date')[5].textContent).toBe('03-07');
    expect(bars[5].querySelector<HTMLElement>('.overview-chart__lost')?.style.height).toBe('25%');
    expect(bars[0].querySelector('.overview-chart__lost')).toBeNull();

    await tap(container.querySelector('.admin-home__week-back'));
    await waitFor(() => expect(sentTo(net.calls, 'GetPlatformOverview')).toHaveLength(2));
    const [, earlier] = sentTo(net.calls, 'GetPlatformOverview') as Array<{ startDate: string }>;
    const days = (Date.parse(first.startDate) - Date.parse(earlier.startDate)) / 86_400_000;
    expect(days).toBe(7);
  });
});
