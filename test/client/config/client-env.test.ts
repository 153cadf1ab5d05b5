import { clientEnv } from '../../../config/client-env';

describe('client env passed to Taro', () => {
  it("defines every key the client reads as '' when the build sets none", () => {
    expect(clientEnv({})).toEqual({ TARO_APP_API_BASE: '""', TARO_APP_CLIENT_CONFIG_ID: '""' });
  });

  it('passes every TARO_APP_* variable of the build environment, JSON-encoded', () => {
    expect(clientEnv({ TARO_APP_API_BASE: 'https://api.example.test', TARO_APP_X: 'a"b', HOME: '/root' })).toEqual({
      TARO_APP_API_BASE: '"https://api.example.test"',
      TARO_APP_CLIENT_CONFIG_ID: '""',
      TARO_APP_X: '"a\\"b"',
    });
  });
});
