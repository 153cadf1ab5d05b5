import { languageFromDevice } from '@/i18n/language';
import { en } from '@/i18n/locales/en';
import { zhHans as zhHansBundled } from '@/i18n/locales/zh-hans';
import { zhHansServerMessages } from '@/i18n/locales/server-messages.zh-hans';
import { zhHansOnDemand } from '@/i18n/locales/zh-hans-on-demand';
import { zhHansStaff } from '@/i18n/locales/zh-hans-staff';
import { zhHant } from '@/i18n/locales/zh-hant';
import { i18n, isLanguageLoaded, loadLanguage } from '@/i18n/i18n';
import { SERVER_MESSAGE } from '@common/server-messages';
import { loadServerMessages } from '@/services/server-message-loader';
import { languagesFromChunks } from '../support/language-chunks';

languagesFromChunks();

// The default language whole: the bundled texts, and the staff app's and the server
// messages', which load with their code.
const zhHans = { ...zhHansBundled, ...zhHansStaff, ...zhHansOnDemand, serverMessage: zhHansServerMessages };

describe('device language mapping (spec section 1)', () => {
  it.each([
    ['zh_CN', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh_HK', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-CN', 'zh-Hant'],
    ['zh-Hans-HK', 'zh-Hant'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en_GB', 'en'],
    ['en-HK', 'en'],
    ['EN', 'en'],
    ['ja-JP', 'zh-Hans'],
    ['ko', 'zh-Hans'],
    ['fr-FR', 'zh-Hans'],
    ['', 'zh-Hans'],
    [undefined, 'zh-Hans'],
  ])('%j is %s', (tag, expected) => {
    expect(languageFromDevice(tag)).toBe(expected);
  });
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('loading languages', () => {
  it('bundles only the default language and fetches another once, when first asked', async () => {
    expect(isLanguageLoaded('zh-Hans')).toBe(true);
    expect(isLanguageLoaded('en')).toBe(false);
    expect(i18n.t('tab.home', { lng: 'en' })).toBe('首页');
    await Promise.all([loadLanguage('en'), loadLanguage('en')]);
    expect(isLanguageLoaded('en')).toBe(true);
    expect(isLanguageLoaded('zh-Hant')).toBe(false);
    expect(i18n.t('tab.home', { lng: 'en' })).toBe('Home');
  });
});

describe('messages', () => {
  beforeAll(() => Promise.all([loadLanguage('zh-Hant'), loadLanguage('en')]));

  it('zh-Hant and en have exactly the keys of zh-Hans, none empty', () => {
    const source = keysOf(zhHans).sort();
    expect(keysOf(zhHant).sort()).toEqual(source);
    expect(keysOf(en).sort()).toEqual(source);
    for (const messages of [zhHans, zhHant, en]) expect(JSON.stringify(messages)).not.toContain('""');
  });

  it('writes zh-Hant in traditional characters', () => {
    // Simplified-only forms of common characters (each has a different
    // traditional form), as machine-mapped text tends to leave them behind.
    const simplified = new Set(
      '个们订单预约时间这为后发务员门号码请选择确认费额钱记录输设删编辑显开关闭营态数据网络错误账户验证图详细优惠' +
        '会储余说状变动调历导项让应现实际东车线经总问题处报给对过还进远运连钟铁长阵队难须顾风饭饮馆鱼鲜鸡齐' +
        '龙备尽创办势压厅厨参双吗听启响团园围场块声复够头宾宽寻将层币师带帮库废张弹强归忆惊惯战执扩扫护担挂' +
        '换携摆断旧时暂术机杂权条来极构标栏样档楼欢毕气汇汤没洁浅测满滤灯灵点烟热爱环电画盖盘礼离种积称稳' +
        '签简类紧红级纪纯纳纸练组织终绍结绘绝统继续维综绿缓编缩罗罚职脑艺节苏范药获萝蓝虑虽补装见观规视览' +
        '觉计讨训议讯讲许论访评识诉词译试诚话询该语读课谁谈谢贝负财责败货质购贴贵资赏赔赚赛赞赠赶跃转轮软' +
        '轻载较辆辉边达迁违迟适递逻遗邮邻释针钟钥银铺链销锁键镜闪问闲闹阅阶陆险随隐静页顶顺顿领频颜飞饰饱' +
        '驶驾骤鸟鸭麦黄龄么与无',
    );
    // Each language's own name stays in its own script, as language pickers show it.
    const { 'zh-Hans': ownName, ...rest } = zhHant.language;
    expect(ownName).toBe('简体中文');
    const text = JSON.stringify({ ...zhHant, language: rest });
    expect([...text].filter((c) => simplified.has(c))).toEqual([]);
  });

  it.each(['zh-Hans', 'zh-Hant', 'en'] as const)('translates every server message in %s', async (lng) => {
    // As the error presenter does before it shows the first one.
    await loadServerMessages();
    for (const key of Object.keys(SERVER_MESSAGE)) {
      const text = i18n.t(`serverMessage.${key as keyof typeof SERVER_MESSAGE}`, { lng });
      expect(text).not.toBe(`serverMessage.${key}`);
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it('shows the same key differently per language', () => {
    expect(['zh-Hans', 'zh-Hant', 'en'].map((lng) => i18n.t('error.tooHot', { lng }))).toEqual([
      '太火爆了，请稍后再试',
      '太火爆了，請稍後再試',
      'Too hot, please try again later',
    ]);
  });

  it('falls back along the chain for a key a language lacks', () => {
    i18n.addResourceBundle('zh-Hans', 'translation', { onlyInSource: '仅源语言' }, true);
    expect(i18n.t('onlyInSource' as never, { lng: 'zh-Hant' })).toBe('仅源语言');
    expect(i18n.t('onlyInSource' as never, { lng: 'en' })).toBe('仅源语言');
  });
});
