import { View } from '@tarojs/components';
import { useMemo } from 'react';
import { encode } from 'uqr';

export interface QrCodeProps {
  text: string;
}

/**
 * A QR code drawn as rows of dark runs: plain Views, so it renders the same in
 * a browser and in a mini-program (no canvas, no image service). Each row is
 * one View holding one View per run of dark modules, placed in percent of
 * the square the stylesheet sizes (.qr-code), so no unit conversion is needed.
 */
export function QrCode({ text }: QrCodeProps) {
  const rows = useMemo(() => {
    const { data } = encode(text, { ecc: 'M', border: 2 });
    return data.map((row) => {
      const runs: Array<{ start: number; length: number }> = [];
      row.forEach((dark, x) => {
        const last = runs[runs.length - 1];
        if (!dark) return;
        if (last && last.start + last.length === x) last.length++;
        else runs.push({ start: x, length: 1 });
      });
      return runs;
    });
  }, [text]);
  const cell = 100 / rows.length;
  return (
    <View className='qr-code' data-modules={rows.length}>
      {rows.map((runs, y) => (
        <View key={y} className='qr-code__row' style={{ height: `${cell}%` }}>
          {runs.map((run) => (
            <View
              key={run.start}
              className='qr-code__run'
              style={{ left: `${run.start * cell}%`, width: `${run.length * cell}%` }}
            />
          ))}
        </View>
      ))}
    </View>
  );
}
