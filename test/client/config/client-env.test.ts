import { clientEnv } from '../../../config/client-env';

const UNSET = {
  TARO_APP_API_BASE: '""',
  TARO_APP_CLIENT_CONFIG_ID: '""',
  TARO_APP_DEV_API_BASE: '""',
  TARO_APP_CDN_BASE: '""',
  TARO_APP_DEV_CDN_BASE: '""',
};

describe('client env passed to Taro', () => {
  it("defines every key the client reads as '' when the build sets none", () => {
    expect(clientEnv({})).toEqual(UNSET);
  });

  it('passes every TARO_APP_* variable of the build environment, JSON-encoded', () => {
    expect(clientEnv({ TARO_APP_API_BASE: 'https://api.example.test', TARO_APP_X: 'a"b', HOME: '/root' })).toEqual({
      ...UNSET,
      TARO_APP_API_BASE: '"https://api.example.test"',
      TARO_APP_X: '"a\\"b"',
    });
  });
});
