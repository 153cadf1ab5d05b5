// Store setup's form texts that the administrator's pages share (the names in each
// language, the image list), apart from the rest of store setup's texts so those pages
// can bring them without the staff app (zh-hans-admin.ts).
export const zhHansSetupFormFields = {
  common: {
    remove: '移除',
  },
  store: {
    nameZhHans: '名称（简体中文）',
    nameZhHant: '名称（繁体中文）',
    nameEn: '名称（英文）',
    cityZhHans: '城市（简体中文）',
    cityZhHant: '城市（繁体中文）',
    cityEn: '城市（英文）',
    noImages: '暂无图片',
    uploadHint: '点击添加图片',
  },
};
