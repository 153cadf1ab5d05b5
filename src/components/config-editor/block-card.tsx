import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TextAreaField, TextField, confirmAction } from '@/components/setup-form';
import { LinkSchema, type PageModule } from '@/gen/platform/v1/client_config_pb';
import { create } from '@bufbuild/protobuf';
import type { ConfigEditorStore } from '@/stores/admin';
import { ActionListFields } from './action-list-fields';
import { blockName } from './block-types';
import { LinkFields } from './link-fields';

/** Blocks whose words the config carries (others draw the app's own data). */
const WITH_TEXT = new Set(['TEXT', 'DESCRIPTION', 'ARTICLE', 'STORE_LIST', 'FEAST', 'IM_LIST', 'AWARD']);
const WITH_IMAGES = new Set(['IMAGE', 'TOP_IMAGE', 'STORE_IMAGE_CAROUSEL', 'MERCHANT_LANDING']);

interface BlockCardProps {
  editor: ConfigEditorStore;
  block: PageModule;
  index: number;
  count: number;
}

/** One block of the page: its fields, its link, and moving or removing it. */
function BlockCardView({ editor, block, index, count }: BlockCardProps) {
  const { t } = useTranslation();
  const name = blockName(block.type);
  const setLink = (change: (link: NonNullable<PageModule['link']>) => void) =>
    editor.updateBlock(index, (b) => {
      b.link ??= create(LinkSchema);
      change(b.link);
    });
  const remove = async () => {
    if (await confirmAction(t('adminConsole.removeAsk'), t('adminConsole.remove'))) editor.removeBlock(index);
  };
  return (
    <View className={`config-block config-block--${name.toLowerCase().replace(/_/g, '-')}`}>
      <View className='config-block__head'>
        <Text className='config-block__name'>
          {name ? t(`adminConsole.block.${name}` as 'adminConsole.block.TEXT') : '?'}
        </Text>
        <View className='config-block__tools'>
          <Text
            className={index === 0 ? 'config-block__tool config-block__tool--off' : 'config-block__tool'}
            onClick={() => editor.moveBlock(index, -1)}
          >
            {t('adminConsole.moveUp')}
          </Text>
          <Text
            className={index === count - 1 ? 'config-block__tool config-block__tool--off' : 'config-block__tool'}
            onClick={() => editor.moveBlock(index, 1)}
          >
            {t('adminConsole.moveDown')}
          </Text>
          <Text className='config-block__tool config-block__tool--danger' onClick={() => void remove()}>
            {t('adminConsole.remove')}
          </Text>
        </View>
      </View>
      {WITH_TEXT.has(name) && (
        <TextField
          name='block-title'
          label={t('adminConsole.blockTitle')}
          value={block.title}
          maxLength={60}
          onChange={(v) => editor.updateBlock(index, (b) => (b.title = v))}
        />
      )}
      {(name === 'TEXT' || name === 'DESCRIPTION') && (
        <TextAreaField
          name='block-text'
          label={t('adminConsole.blockText')}
          value={block.text}
          maxLength={2000}
          onChange={(v) => editor.updateBlock(index, (b) => (b.text = v))}
        />
      )}
      {WITH_IMAGES.has(name) && (
        <TextField
          name='block-image'
          label={t('adminConsole.imageUrl')}
          value={block.imageList[0]?.url ?? ''}
          onChange={(v) =>
            editor.updateBlock(index, (b) => {
              b.imageList = v.trim()
                ? [
                    {
                      $typeName: 'common.v1.ImageInfo',
                      url: v.trim(),
                      fileId: '',
                      width: 0,
                      height: 0,
                      contentType: '',
                    },
                  ]
                : [];
            })
          }
        />
      )}
      {(name === 'IMAGE' || name === 'TEXT' || name === 'TOP_IMAGE') && (
        <LinkFields name='block' link={block.link} onChange={setLink} />
      )}
      {name === 'ACTION_LIST' && <ActionListFields editor={editor} block={block} index={index} />}
    </View>
  );
}

export const BlockCard = observer(BlockCardView);
