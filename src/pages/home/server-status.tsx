import { Button, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useRootStore } from '@/stores';

const TEXT = {
  loading: '正在连接服务器…',
  connected: '已连接服务器',
  failed: '无法连接服务器',
  retry: '重试',
};

/** The first server round trip: the app's client config, loaded through the store. */
function ServerStatus() {
  const { clientConfig } = useRootStore();
  useEffect(() => {
    if (clientConfig.status === 'idle') void clientConfig.load();
  }, [clientConfig]);

  if (clientConfig.status === 'ready') {
    return (
      <View className='server-status server-status--ready'>
        <Text className='server-status__app-name'>{clientConfig.appName}</Text>
        <Text className='server-status__note'>{TEXT.connected}</Text>
      </View>
    );
  }
  if (clientConfig.status === 'error') {
    return (
      <View className='server-status server-status--error'>
        <Text className='server-status__note'>{TEXT.failed}</Text>
        <Button className='server-status__retry' size='mini' onClick={() => void clientConfig.load()}>
          {TEXT.retry}
        </Button>
      </View>
    );
  }
  return (
    <View className='server-status server-status--loading'>
      <Text className='server-status__note'>{TEXT.loading}</Text>
    </View>
  );
}

export default observer(ServerStatus);
