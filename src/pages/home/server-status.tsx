import { Button, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '@/stores';

/** The app's client config, loaded at start (app.ts); home shows whether it arrived. */
function ServerStatus() {
  const { t } = useTranslation();
  const { clientConfig } = useRootStore();
  useEffect(() => {
    if (clientConfig.status === 'idle') void clientConfig.load();
  }, [clientConfig]);

  if (clientConfig.status === 'ready') {
    return (
      <View className='server-status server-status--ready'>
        <Text className='server-status__app-name'>{clientConfig.appName}</Text>
        <Text className='server-status__note'>{t('serverStatus.connected')}</Text>
      </View>
    );
  }
  if (clientConfig.status === 'error') {
    return (
      <View className='server-status server-status--error'>
        <Text className='server-status__note'>{t('serverStatus.failed')}</Text>
        <Button className='server-status__retry' size='mini' onClick={() => void clientConfig.load()}>
          {t('common.retry')}
        </Button>
      </View>
    );
  }
  return (
    <View className='server-status server-status--loading'>
      <Text className='server-status__note'>{t('serverStatus.loading')}</Text>
    </View>
  );
}

export default observer(ServerStatus);
