import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import type { ConfigEditorStore } from '@/stores/admin';
import { useViewModel } from '@/stores/diner/use-view-model';
import { HomeBlock } from '../../home/home-blocks';
import '../../../components/diner/diner.scss';
import '../../home/index.scss';

/**
 * The page being edited as a diner would see it: the home page's own block
 * components, fed the draft's blocks and the diner's live data, in the draft's
 * colours.
 */
function ConfigPreviewView({ editor }: { editor: ConfigEditorStore }) {
  const { t } = useTranslation();
  const { diner } = useRootStore();
  const feed = useViewModel(() => diner.homeFeed());
  const common = editor.draft.common;
  const page = editor.page;
  const style = {
    '--fb-color-primary': common?.primaryColor,
    '--fb-color-on-primary': common?.textColorOnPrimary,
    background: page?.backgroundColor || undefined,
  } as Record<string, string | undefined>;
  return (
    <View className='config-preview'>
      <Text className='config-preview__label'>{t('adminConsole.preview')}</Text>
      <View className='config-preview__phone' style={style}>
        {common?.appName && <Text className='home__app-name'>{common.appName}</Text>}
        {editor.blocks.map((block, i) => (
          <HomeBlock key={`${block.type}-${i}`} block={block} feed={feed} />
        ))}
        {editor.blocks.length === 0 && <Text className='config-preview__empty'>{t('adminConsole.noBlocks')}</Text>}
      </View>
    </View>
  );
}

export const ConfigPreview = observer(ConfigPreviewView);
