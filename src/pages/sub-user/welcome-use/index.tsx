import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { OptionList } from '@/components/option-list';
import { PageShell } from '@/components/page-shell';
import { LANGUAGES, type Language } from '@/i18n/language';
import { markWelcomeSeen } from '@/routing/welcome';
import { useRootStore } from '@/stores';
import './index.scss';
import '@/i18n/shared-pages-texts';

/**
 * The first-open welcome (spec: sub-user/welcome-use): what the app does, the
 * language (applied at once), and on to home. Counted as seen once it shows, so a
 * device sees it once however the person leaves it (routing/welcome.ts).
 */
function WelcomeUsePage() {
  const { t } = useTranslation();
  const { settings, navigator, platform } = useRootStore();
  useEffect(() => markWelcomeSeen(platform.storage), [platform]);
  const languages = LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }));
  const points = [
    t('sharedPages.welcome.pointFind'),
    t('sharedPages.welcome.pointBook'),
    t('sharedPages.welcome.pointManage'),
  ];
  return (
    <PageShell title={t('sharedPages.welcome.title')} hideContactButton>
      <View className='welcome-use'>
        <Text className='welcome-use__headline'>{t('sharedPages.welcome.headline')}</Text>
        <View className='welcome-use__points'>
          {points.map((point, i) => (
            <View key={i} className='welcome-use__point'>
              <Text className='welcome-use__number'>{i + 1}</Text>
              <Text className='welcome-use__text'>{point}</Text>
            </View>
          ))}
        </View>
        <OptionList<Language>
          title={t('sharedPages.welcome.language')}
          options={languages}
          selected={settings.language}
          onSelect={(language) => settings.setLanguage(language)}
        />
        <Button className='welcome-use__start' type='primary' block onClick={() => void navigator.back()}>
          {t('sharedPages.welcome.start')}
        </Button>
      </View>
    </PageShell>
  );
}

export default observer(WelcomeUsePage);
