// The cuisines' names in the three interface languages, for the server's
// search: a diner types 粤菜, 粵菜 or Cantonese and finds the stores whose
// main_cuisine / sub_cuisine is the key. The client shows the same names from
// its locale files (diner.cuisine.<key>); test/shared/cuisine-names.test.ts
// keeps the two equal, so the entry bundle does not carry all three languages.

/** [zh-Hans, zh-Hant, en] per key of the cuisine tree (src/utils/diner/cuisine-tree.ts). */
export const CUISINE_NAMES: Readonly<Record<string, readonly [string, string, string]>> = {
  Chinese: ['中餐', '中餐', 'Chinese'],
  Taizhou: ['台州菜', '台州菜', 'Taizhou'],
  Cantonese: ['粤菜', '粵菜', 'Cantonese'],
  Macanese: ['土生葡菜', '土生葡菜', 'Macanese'],
  Shanghai: ['本帮菜', '本幫菜', 'Shanghainese'],
  Jiangzhe: ['江浙菜', '江浙菜', 'Jiangzhe'],
  Huaiyang: ['淮扬菜', '淮揚菜', 'Huaiyang'],
  Jinglu: ['京鲁菜', '京魯菜', 'Beijing & Shandong'],
  'Chuan-Xiang': ['川湘菜', '川湘菜', 'Sichuan & Hunan'],
  Chaoshan: ['潮汕菜', '潮汕菜', 'Chaoshan'],
  Hotpot: ['火锅', '火鍋', 'Hotpot'],
  Yunnan: ['云南菜', '雲南菜', 'Yunnan'],
  Crab: ['蟹宴', '蟹宴', 'Crab'],
  Fujian: ['闽菜', '閩菜', 'Fujian'],
  Guizhou: ['贵州菜', '貴州菜', 'Guizhou'],
  Private: ['私房菜', '私房菜', 'Private kitchen'],
  Anhui: ['徽菜', '徽菜', 'Anhui'],
  Western: ['西餐', '西餐', 'Western'],
  Italian: ['意大利菜', '意大利菜', 'Italian'],
  French: ['法餐', '法餐', 'French'],
  Steakhouse: ['牛排馆', '牛排館', 'Steakhouse'],
  Spanish: ['西班牙菜', '西班牙菜', 'Spanish'],
  Nordic: ['北欧菜', '北歐菜', 'Nordic'],
  Japanese: ['日料', '日料', 'Japanese'],
  Sushi: ['寿司', '壽司', 'Sushi'],
  Yakitori: ['烧鸟', '燒鳥', 'Yakitori'],
  General: ['综合日料', '綜合日料', 'General Japanese'],
  Kappo: ['割烹', '割烹', 'Kappo'],
  Yakiniku: ['烧肉', '燒肉', 'Yakiniku'],
  Tempura: ['天妇罗', '天婦羅', 'Tempura'],
  Teppanyaki: ['铁板烧', '鐵板燒', 'Teppanyaki'],
  Fusion: ['创意融合', '創意融合', 'Creative fusion'],
  Korean: ['韩餐', '韓餐', 'Korean'],
};
