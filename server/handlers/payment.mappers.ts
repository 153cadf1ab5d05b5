import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import {
  OfflinePaymentKind,
  PaymentChannel,
  PaymentMethod,
  PaymentOptionSchema,
  PaymentPurpose,
  PayParamsSchema,
  Transaction_Anomaly,
  Transaction_Kind,
  Transaction_Status,
  TransactionSchema,
  type PaymentOption,
  type PayParams,
  type Transaction,
} from '@gen/payment/v1/payment_pb';
import { TransactionInfoSchema, type TransactionInfo } from '@gen/payment/v1/public_transaction_service_pb';
import { domainError } from '../domain/errors';
import type {
  OfflineKind,
  PaymentChannelName,
  PaymentMethodName,
  PaymentOption as DomainOption,
  PaymentPurposeName,
  TransactionStatus,
} from '../domain/payment/payment-types';
import type { TransactionRecord } from '../domain/payment/transaction.repository';
import type { PayParams as DomainPayParams } from '../providers/payment/payment-provider';
import type { ServerMessageKey } from '@common/server-messages';
import { toModel } from './mappers';

// Enum values travel by name: the domain stores the proto's value names.
type NumericEnum = Record<string, string | number>;

function valueOf<E extends NumericEnum>(enumeration: E, name: string | null | undefined): number {
  const value = name ? enumeration[name] : undefined;
  return typeof value === 'number' ? value : 0;
}

function nameOf<N extends string>(enumeration: NumericEnum, value: number, unknown: ServerMessageKey): N {
  const name = enumeration[value];
  if (typeof name !== 'string' || value === 0) throw domainError('invalid', unknown);
  return name as N;
}

export const purposeName = (value: PaymentPurpose) =>
  nameOf<PaymentPurposeName>(PaymentPurpose, value, 'paymentPurposeNotSupported');
export const channelName = (value: PaymentChannel) =>
  nameOf<PaymentChannelName>(PaymentChannel, value, 'paymentOptionNotAvailable');
export const methodName = (value: PaymentMethod) =>
  nameOf<PaymentMethodName>(PaymentMethod, value, 'paymentOptionNotAvailable');
export const offlineKindName = (value: OfflinePaymentKind) =>
  nameOf<OfflineKind>(OfflinePaymentKind, value, 'paymentOptionNotAvailable');
/** An optional filter: unspecified means none. */
export const optionalPurpose = (value: PaymentPurpose) => (value ? purposeName(value) : undefined);
export const optionalStatus = (value: Transaction_Status) =>
  value ? nameOf<TransactionStatus>(Transaction_Status, value, 'paymentInfoDoesNotExist') : undefined;
/** An optional int64 id filter: '0' means none. */
export const optionalId = (value: string) => (value && value !== '0' ? value : undefined);

export function toTransactionMessage(tx: TransactionRecord): Transaction {
  return create(TransactionSchema, {
    model: toModel(tx.id, tx.createTime, tx.updateTime),
    kind: valueOf(Transaction_Kind, tx.kind),
    status: valueOf(Transaction_Status, tx.status),
    purpose: valueOf(PaymentPurpose, tx.purpose),
    subjectId: tx.subjectId,
    channel: valueOf(PaymentChannel, tx.channel),
    method: valueOf(PaymentMethod, tx.method),
    amount: tx.amount,
    currency: tx.currency,
    description: tx.description,
    transactionNo: tx.transactionNo,
    providerTransactionId: tx.providerTransactionId ?? '',
    paymentTransactionId: tx.paymentTransactionId ?? '0',
    refundedAmount: tx.refundedAmount,
    refundingAmount: tx.refundingAmount,
    merchantId: tx.merchantId ?? '0',
    storeId: tx.storeId ?? '0',
    payerUserId: tx.payerUserId ?? '0',
    operatorUserId: tx.operatorUserId ?? '0',
    offlineKind: valueOf(OfflinePaymentKind, tx.offlineKind),
    expireTime: tx.expireTime ? timestampFromDate(tx.expireTime) : undefined,
    successTime: tx.successTime ? timestampFromDate(tx.successTime) : undefined,
    failureReason: tx.failureReason,
    anomaly: valueOf(Transaction_Anomaly, tx.anomaly),
    remark: tx.remark,
  });
}

/** What anyone holding the number may see: no people, no channel ids. */
export function toTransactionInfo(tx: TransactionRecord): TransactionInfo {
  return create(TransactionInfoSchema, {
    transactionNo: tx.transactionNo,
    kind: valueOf(Transaction_Kind, tx.kind),
    status: valueOf(Transaction_Status, tx.status),
    purpose: valueOf(PaymentPurpose, tx.purpose),
    subjectId: tx.subjectId,
    amount: tx.amount,
    currency: tx.currency,
    description: tx.description,
    expireTime: tx.expireTime ? timestampFromDate(tx.expireTime) : undefined,
    successTime: tx.successTime ? timestampFromDate(tx.successTime) : undefined,
    refundedAmount: tx.refundedAmount,
  });
}

export function toPayParams(params: DomainPayParams | null): PayParams | undefined {
  if (!params) return undefined;
  switch (params.kind) {
    case 'cashier_url':
      return create(PayParamsSchema, { kind: { case: 'cashierUrl', value: params.url } });
    case 'alipay_trade_no':
      return create(PayParamsSchema, { kind: { case: 'alipayTradeNo', value: params.tradeNo } });
    case 'wechat_pay':
      return create(PayParamsSchema, {
        kind: {
          case: 'wechatPay',
          value: {
            appId: params.appId,
            timeStamp: params.timeStamp,
            nonceStr: params.nonceStr,
            prepayPackage: params.prepayPackage,
            signType: params.signType,
            paySign: params.paySign,
          },
        },
      });
  }
}

export function toPaymentOption(option: DomainOption): PaymentOption {
  return create(PaymentOptionSchema, {
    channel: valueOf(PaymentChannel, option.channel),
    method: valueOf(PaymentMethod, option.method),
  });
}

export { valueOf as enumValueOf };
