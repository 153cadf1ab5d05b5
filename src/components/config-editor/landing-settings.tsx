import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TextAreaField, TextField } from '@/components/setup-form';
import type { ConfigEditorStore } from '@/stores/admin';

const size = (value: string) => Math.min(Number(value.replace(/\D/g, '') || 0), 2000);

/** A branded app's landing: the logo on its login screen and home, with size and offset, and the carousel. */
function LandingSettingsView({ editor }: { editor: ConfigEditorStore }) {
  const { t } = useTranslation();
  const landing = editor.draft.merchantLanding;
  return (
    <View className='config-editor__section config-editor__landing'>
      <TextField
        name='logo-url'
        label={t('adminConsole.logoUrl')}
        value={landing?.logo?.url ?? ''}
        onChange={(v) => editor.setLanding({ logoUrl: v.trim() })}
      />
      <TextField
        name='logo-width'
        type='digit'
        label={t('adminConsole.logoWidth')}
        value={String(landing?.logoWidthPx || '')}
        onChange={(v) => editor.setLanding({ width: size(v) })}
      />
      <TextField
        name='logo-height'
        type='digit'
        label={t('adminConsole.logoHeight')}
        value={String(landing?.logoHeightPx || '')}
        onChange={(v) => editor.setLanding({ height: size(v) })}
      />
      <TextField
        name='logo-offset'
        type='digit'
        label={t('adminConsole.logoOffset')}
        value={String(landing?.logoOffsetPx || '')}
        onChange={(v) => editor.setLanding({ offset: size(v) })}
      />
      <TextAreaField
        name='carousel'
        label={t('adminConsole.carousel')}
        value={(landing?.carouselImageList ?? []).map((i) => i.url).join('\n')}
        maxLength={4000}
        onChange={(v) => editor.setLanding({ carousel: v.split('\n').map((u) => u.trim()) })}
      />
    </View>
  );
}

export const LandingSettings = observer(LandingSettingsView);
