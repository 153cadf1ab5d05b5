/** The adapter settings production cannot start without (fake values: nothing here is called). */
export const PRODUCTION_PROVIDERS: NodeJS.ProcessEnv = {
  DYNAMIC_CODE_SECRET: 's',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'key-id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'key-secret',
  ALIYUN_SMS_SIGN_NAME: 'Feastbook',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};
