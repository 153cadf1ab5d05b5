import type { MessageInitShape } from '@bufbuild/protobuf';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type {
  GroupBuyVoucherUseSchema,
  StoreGroupBuyVoucherService,
} from '@gen/booking/v1/group_buy_voucher_service_pb';
import type { VoucherDeskService } from '../domain/groupbuy/voucher-desk.service';
import type { VoucherUseRecord } from '../domain/groupbuy/voucher-use.repository';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';

/** Staff at the store check, use and undo group-buying vouchers; the rules are in VoucherDeskService. */
export function storeGroupBuyVoucherHandler(services: Services): ServiceImpl<typeof StoreGroupBuyVoucherService> {
  const { desk } = services.groupBuy;
  const toUse = (u: VoucherUseRecord) => toVoucherUse(desk, u);
  return {
    async checkGroupBuyVoucher(r) {
      const v = await desk.check(r.storeId, r.code);
      return {
        voucher: {
          platform: v.platform,
          code: v.code,
          dealId: v.dealId,
          title: v.title,
          price: v.price,
          marketPrice: v.marketPrice,
          currency: v.currency,
          availableCount: v.count,
          expireTime: v.expiresAt?.toISOString() ?? '',
        },
      };
    },
    async useGroupBuyVoucher(r, ctx) {
      const uses = await desk.use(r.storeId, r.code, r.count, r.requestId, await deskStaff(ctx));
      return { uses: uses.map(toUse) };
    },
    async undoGroupBuyVoucherUse(r, ctx) {
      return { use: toUse(await desk.undo(r.storeId, r.useId, await deskStaff(ctx))) };
    },
    async listGroupBuyVoucherUses(r) {
      return { list: (await desk.recent(r.storeId, r.limit)).map(toUse) };
    },
  };
}

async function deskStaff(ctx: HandlerContext) {
  const { user } = await requireUser(ctx);
  return { userId: user.id, name: user.nickname || user.id };
}

function toVoucherUse(
  desk: VoucherDeskService,
  u: VoucherUseRecord,
): MessageInitShape<typeof GroupBuyVoucherUseSchema> {
  return {
    id: u.id,
    platform: u.platform,
    code: u.code,
    title: u.title,
    price: u.price,
    currency: u.currency,
    useTime: u.use_time.toISOString(),
    undoTime: u.undo_time?.toISOString() ?? '',
    undoDeadline: desk.undoDeadline(u).toISOString(),
    undoable: desk.undoable(u),
    staffName: u.staff_name,
  };
}
