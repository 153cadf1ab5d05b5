import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { DynamicCodeKind, type ValidateDynamicCodeResponse } from '@/gen/booking/v1/dynamic_code_service_pb';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { canScan, scanCode } from '@/services/scan';
import type { StaffApi } from '@/services/staff-api';
import { CodeCheck, type CurrentStore } from '@/stores/ticketing/staff-ticketing';
import { hhmm } from './ticketing-format';
import { useTicketingText } from './use-ticketing-text';
import './ticketing.scss';

export interface CodeEntryProps {
  api: StaffApi;
  store: CurrentStore;
  platform: Parameters<typeof scanCode>[0] & Parameters<typeof canScan>[0];
  /** Open the scanner at once (the merchant "scan" card). */
  scanNow?: boolean;
  onValidated: (answer: ValidateDynamicCodeResponse) => void;
  /** Shows a refusal as the error catalogue does (the root store's handler). */
  onError: (error: unknown) => void;
}

/**
 * The door: staff scan a diner's dynamic code with the mini-program's scanner,
 * or type its short code or the static code the diner was given (booking
 * code, ticket code; the web has no scanner). The server validates it and its
 * refusal ('dynamic code expired, scan again', ...) is shown; outside the
 * subject's window staff confirm first, the dialog naming its date.
 */
export const CodeEntry = observer(function CodeEntry({
  api,
  store,
  platform,
  scanNow,
  onValidated,
  onError,
}: CodeEntryProps) {
  const tt = useTicketingText();
  const [check] = useState(
    () =>
      new CodeCheck(api, store, {
        present: onError,
        confirmOutside: (w) =>
          confirmAction(
            w.kind === DynamicCodeKind.BOOKING_ORDER
              ? tt('scan.outsideBooking', { date: w.date, start: hhmm(w.startSecond), end: hhmm(w.endSecond) })
              : tt('scan.outsideVoucher', { date: w.date, start: hhmm(w.startSecond) }),
            tt('scan.confirmOutside'),
            tt('scan.cancelOutside'),
          ),
      }),
  );
  const scanner = canScan(platform);
  const submit = async (code?: string) => {
    const answer = await check.validate(code);
    if (!answer) return;
    showToast(answer.kind === DynamicCodeKind.BOOKING_ORDER ? tt('scan.bookingDone') : tt('scan.voucherDone'));
    onValidated(answer);
  };
  const scan = async () => {
    const text = await scanCode(platform);
    if (text) await submit(text);
  };
  useEffect(() => {
    if (scanNow && scanner) void scan();
    // Once, when the page opens from the scan card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <View className='section ticketing__code-entry'>
      <Text className='section__title'>{tt('scan.title')}</Text>
      {scanner ? (
        <Button type='primary' onClick={() => void scan()}>
          {tt('scan.scan')}
        </Button>
      ) : (
        <Text className='section__text'>{tt('scan.webHint')}</Text>
      )}
      <Input
        className='ticketing__input ticketing__code-input'
        value={check.text}
        placeholder={tt('scan.placeholder')}
        onInput={(e) => check.setText(e.detail.value)}
        onConfirm={() => void submit()}
      />
      <Button
        type={scanner ? 'default' : 'primary'}
        className='ticketing__code-submit'
        loading={check.busy}
        disabled={!check.text.trim()}
        onClick={() => void submit()}
      >
        {tt('scan.submit')}
      </Button>
    </View>
  );
});
