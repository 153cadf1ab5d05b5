import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceField, SwitchField, TextField } from '@/components/setup-form';
import { ColorScheme } from '@/gen/platform/v1/client_config_pb';
import type { ConfigEditorStore } from '@/stores/admin';

const SCHEMES = [ColorScheme.LIGHT, ColorScheme.DARK, ColorScheme.GREEN] as const;

/** The config's common settings and the flags the apps read. */
function CommonSettingsView({ editor }: { editor: ConfigEditorStore }) {
  const { t } = useTranslation();
  const common = editor.draft.common;
  const flags = editor.draft.flags;
  return (
    <View className='config-editor__section config-editor__common'>
      <TextField
        name='app-name'
        label={t('adminConsole.appName')}
        value={common?.appName ?? ''}
        maxLength={40}
        onChange={(v) => editor.setCommon('appName', v)}
      />
      <TextField
        name='primary-color'
        label={t('adminConsole.primaryColor')}
        value={common?.primaryColor ?? ''}
        maxLength={9}
        placeholder='#b08d57'
        onChange={(v) => editor.setCommon('primaryColor', v.trim())}
      />
      <TextField
        name='text-color'
        label={t('adminConsole.textColorOnPrimary')}
        value={common?.textColorOnPrimary ?? ''}
        maxLength={9}
        placeholder='#ffffff'
        onChange={(v) => editor.setCommon('textColorOnPrimary', v.trim())}
      />
      <ChoiceField
        name='color-scheme'
        label={t('adminConsole.colorScheme')}
        value={common?.colorScheme ?? ColorScheme.LIGHT}
        options={SCHEMES.map((s) => ({ value: s, label: t(`adminConsole.scheme.${ColorScheme[s] as 'LIGHT'}`) }))}
        onChange={(v) => editor.setCommon('colorScheme', v)}
      />
      <TextField
        name='share-title'
        label={t('adminConsole.shareTitle')}
        value={common?.shareTitle ?? ''}
        maxLength={60}
        onChange={(v) => editor.setCommon('shareTitle', v)}
      />
      <TextField
        name='share-card'
        label={t('adminConsole.shareCardUrl')}
        value={common?.shareCard?.url ?? ''}
        onChange={(v) => editor.setShareCardUrl(v.trim())}
      />
      <TextField
        name='merchant-id'
        type='digit'
        label={t('adminConsole.merchantId')}
        value={common?.merchantId && common.merchantId !== '0' ? common.merchantId : ''}
        maxLength={18}
        onChange={(v) => editor.setCommon('merchantId', v.replace(/\D/g, '') || '0')}
      />
      <SwitchField
        name='global-contact'
        label={t('adminConsole.globalContact')}
        checked={common?.globalContactEnabled ?? false}
        onChange={(v) => editor.setCommon('globalContactEnabled', v)}
      />
      <SwitchField
        name='reservation-text'
        label={t('adminConsole.reservationText')}
        checked={common?.useReservationText ?? false}
        onChange={(v) => editor.setCommon('useReservationText', v)}
      />
      {flags && (
        <>
          <SwitchField
            name='merchant-app'
            label={t('adminConsole.merchantApp')}
            checked={flags.merchantApp}
            onChange={(v) => editor.setFlag('merchantApp', v)}
          />
          <SwitchField
            name='one-store'
            label={t('adminConsole.oneStore')}
            checked={flags.oneStore}
            onChange={(v) => editor.setFlag('oneStore', v)}
          />
          <SwitchField
            name='booking-calendar'
            label={t('adminConsole.showBookingCalendar')}
            checked={flags.showBookingCalendar}
            onChange={(v) => editor.setFlag('showBookingCalendar', v)}
          />
        </>
      )}
    </View>
  );
}

export const CommonSettings = observer(CommonSettingsView);
