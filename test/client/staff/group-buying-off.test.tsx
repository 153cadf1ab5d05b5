import ThirdPartyAuthPage from '@/pages/sub-store/third-party-auth/index';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { staffNetwork } from '../support/staff-fixtures';
import { answer } from '../support/fake-network';
import { StoreThirdPartyBindingService } from '@/gen/booking/v1/third_party_order_service_pb';

const bootWith = async (platform: string) => {
  const net = staffNetwork([
    answer(StoreThirdPartyBindingService.method.getThirdPartyBinding, {
      binding: { platform, bound: false },
      localAdapter: false,
    }),
  ]);
  const store = createTestStore({ request: net.request });
  return bootPage(ThirdPartyAuthPage, { path: '/pages/sub-store/third-party-auth/index', store });
};

describe('third-party-auth when the server has no group-buying platform', () => {
  it('says group-buying is off instead of offering to authorize', async () => {
    const { findByText, queryByText } = await bootWith('');
    expect(await findByText(/本服务器未开启团购功能/)).toBeTruthy();
    expect(queryByText('授权绑定')).toBeNull();
  });

  it('with a platform configured, offers to authorize and says nothing about it being off', async () => {
    const { findByText, queryByText } = await bootWith('MEITUAN');
    expect(await findByText('授权绑定')).toBeTruthy();
    expect(queryByText(/本服务器未开启团购功能/)).toBeNull();
  });
});
