import { installHeadersPolyfill, MiniHeaders } from '@/platform/headers-polyfill';

describe('Headers polyfill', () => {
  it('behaves like Headers for what Connect uses', () => {
    const headers = new MiniHeaders({ 'Content-Type': 'application/json' });
    headers.append('X-Trace', 'a');
    headers.append('x-trace', 'b');
    headers.set('Connect-Protocol-Version', '1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('X-TRACE')).toBe('a, b');
    expect(headers.has('connect-protocol-version')).toBe(true);
    headers.delete('x-trace');
    expect(Array.from(headers)).toEqual([
      ['connect-protocol-version', '1'],
      ['content-type', 'application/json'],
    ]);
    expect(new MiniHeaders(headers).get('content-type')).toBe('application/json');
    expect(new MiniHeaders([['a', '1']]).get('A')).toBe('1');
  });

  it('is installed only where Headers is missing', () => {
    const bare: Record<string, unknown> = {};
    installHeadersPolyfill(bare);
    expect(bare.Headers).toBe(MiniHeaders);

    const native = { Headers: class {} };
    installHeadersPolyfill(native);
    expect(native.Headers).not.toBe(MiniHeaders);
  });
});
