import { createDecipheriv, createPublicKey, createSign, createVerify, randomBytes, X509Certificate } from 'node:crypto';

// WeChat Pay API v3 signatures and encryption: RSA-SHA256 (PKCS#1 v1.5,
// base64) for requests, responses, notifications and the client's paySign;
// AEAD_AES_256_GCM with the APIv3 key for notification resources.

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

export function nonce(): string {
  return randomBytes(16).toString('hex');
}

export function rsaSign(privateKeyPem: string, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64');
}

/** Accepts the platform's public key or its certificate. */
export function rsaVerify(publicKeyOrCertPem: string, message: string, signature: string): boolean {
  try {
    const key = publicKeyOrCertPem.includes('CERTIFICATE')
      ? new X509Certificate(publicKeyOrCertPem).publicKey
      : createPublicKey(publicKeyOrCertPem);
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** The string a merchant signs for a request: method, path with query, timestamp, nonce, body. */
export function requestMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonceStr: string,
  body: string,
) {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonceStr}\n${body}\n`;
}

/** The string WeChat Pay signs for a response or a notification. */
export function responseMessage(timestamp: string, nonceStr: string, body: string): string {
  return `${timestamp}\n${nonceStr}\n${body}\n`;
}

export function authorization(fields: {
  mchId: string;
  nonceStr: string;
  signature: string;
  timestamp: string;
  serialNo: string;
}): string {
  return (
    `${AUTH_SCHEMA} mchid="${fields.mchId}",nonce_str="${fields.nonceStr}",` +
    `signature="${fields.signature}",timestamp="${fields.timestamp}",serial_no="${fields.serialNo}"`
  );
}

/** The client's paySign for wx.requestPayment: appId, timeStamp, nonceStr, package, each on its line. */
export function paySignMessage(appId: string, timeStamp: string, nonceStr: string, prepayPackage: string): string {
  return `${appId}\n${timeStamp}\n${nonceStr}\n${prepayPackage}\n`;
}

/**
 * What the mini-program passes to wx.requestPayment for a prepay id, signed with the
 * merchant's key; the same call for mainland and global (HK/MO) merchants.
 */
export function requestPaymentParams(appId: string, prepayId: string, merchantPrivateKeyPem: string, now: Date) {
  const timeStamp = String(Math.floor(now.getTime() / 1000));
  const nonceStr = nonce();
  const prepayPackage = `prepay_id=${prepayId}`;
  return {
    kind: 'wechat_pay' as const,
    appId,
    timeStamp,
    nonceStr,
    prepayPackage,
    signType: 'RSA',
    paySign: rsaSign(merchantPrivateKeyPem, paySignMessage(appId, timeStamp, nonceStr, prepayPackage)),
  };
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** Opens a notification's resource with the APIv3 key; throws when it was tampered with. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error('unsupported algorithm');
  const data = Buffer.from(resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}
