import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { QrCode } from '@/components/diner/qr-code';
import type { DynamicCodeKind, GetDynamicCodeResponse } from '@/gen/booking/v1/dynamic_code_service_pb';
import { silentCall } from '@/services/silent-call';
import type { TicketingApi } from '@/services/ticketing-api';
import { useTicketingText } from './use-ticketing-text';
import './ticketing.scss';

export interface DynamicCodePanelProps {
  api: Pick<TicketingApi, 'dynamicCodes'>;
  kind: DynamicCodeKind;
  subjectId: string;
}

/**
 * The code staff scan at the door: a QR code and a short code the server
 * signs for 30 seconds, asked again as each one runs out, with the seconds
 * left. The countdown runs on the server's clock (a device clock that is off
 * would refresh too early or too late).
 */
export function DynamicCodePanel({ api, kind, subjectId }: DynamicCodePanelProps) {
  const tt = useTicketingText();
  const [code, setCode] = useState<GetDynamicCodeResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [offsetMs, setOffsetMs] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    api.dynamicCodes
      .getDynamicCode({ kind, subjectId }, silentCall())
      .then((answer) => {
        if (!live) return;
        setCode(answer);
        setFailed(false);
        if (answer.serverTime) setOffsetMs(timestampDate(answer.serverTime).getTime() - Date.now());
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, kind, subjectId, generation]);

  const expireMs = code?.expireTime ? timestampDate(code.expireTime).getTime() : 0;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = expireMs ? Math.max(0, Math.ceil((expireMs - (now + offsetMs)) / 1000)) : 0;
  useEffect(() => {
    if (code && seconds === 0) setGeneration((g) => g + 1);
  }, [code, seconds]);

  if (failed && !code) {
    return (
      <View className='dynamic-code dynamic-code--failed' onClick={() => setGeneration((g) => g + 1)}>
        <Text className='section__text'>{tt('code.unavailable')}</Text>
      </View>
    );
  }
  return (
    <View className='dynamic-code'>
      <Text className='section__title'>{tt('code.title')}</Text>
      {code && <QrCode text={code.code} />}
      {code && (
        <Text className='dynamic-code__short' data-testid='dynamic-short-code'>
          {code.shortCode}
        </Text>
      )}
      <Text className='dynamic-code__countdown'>{tt('code.refresh', { seconds })}</Text>
      <Text className='section__text'>{tt('code.note')}</Text>
    </View>
  );
}
