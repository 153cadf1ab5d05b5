import type { ServerMessageKey } from '../../utils/server-messages';

// Every server message of src/utils/server-messages.ts in zh-Hans. Typed as a full
// record: a message added there without a translation here fails typecheck.
export const zhHansServerMessages: Record<ServerMessageKey, string> = {
  unauthenticated: '请先登录',
  pleaseLogInFirst: '请先登录',
  badSignature: '请求签名不匹配',
  missingSignature: '缺少请求签名',
  clockSkew: '设备时间与服务器相差过大，请检查设备时间',
  replayedRequest: '重复的请求',
  tooManyRequests: '请求过于频繁，请稍后再试',
  bodyTooLarge: '请求内容过大',
  malformedJson: '请求内容格式错误',
  unsupportedContentType: '不支持的请求类型',
  unknownMethod: '未知的接口',
  internal: '服务器错误',
  noStorePermission: '没有门店权限',
  storeDoesNotExist: '门店不存在',
  administratorsOnly: '仅限管理员',
  storeIdRequired: '缺少门店编号',
  pleaseSelectImage: '请选择图片',
  pleaseSelectVideo: '请选择视频',
  imageHeightTooHigh: '图片高度过大',
  imageWidthTooHigh: '图片宽度过大',
  unsupportedImageType: '不支持的图片格式',
  uploadFailed: '上传失败',
  fileTooLarge: '文件过大',
  invalidDate: '日期无效',
  dateRangeTooLong: '日期范围过长',
  clientConfigNotFound: '客户端配置不存在',
  shortLinkNotFound: '链接不存在或已失效',
};
