import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { BLOCK_TYPES, BlockCard, blockName, CommonSettings, LandingSettings } from '@/components/config-editor';
import { confirmAction, FormError, TextField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { useWideLayout } from '@/utils/use-wide-layout';
import { ConfigPreview } from './config-preview';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

/**
 * The client config editor: common settings, the pages and their blocks, and
 * beside them on wide windows the page as diners will see it. Saving keeps a
 * draft; publishing makes it the version the apps load on their next start.
 */
function ClientConfigEditorPage() {
  const { t } = useTranslation();
  const { adminConsole } = useRootStore();
  const id = useRouter().params.id ?? '';
  const editor = useViewModel(() => adminConsole.editor(id));
  const wide = useWideLayout();
  const [newPage, setNewPage] = useState('');
  const config = editor.config;
  const issue = editor.issues[0];
  const issueText = issue ? t('adminConsole.fixFirst', { message: t(`serverMessage.${issue.key}`) }) : '';

  const save = async () => {
    if (await editor.save()) showToast(t('adminConsole.saved'));
  };
  const publish = async () => {
    if (!(await confirmAction(t('adminConsole.publishAsk'), t('adminConsole.publish')))) return;
    if (await editor.publish()) {
      showToast(t('adminConsole.published', { version: editor.config?.publishedVersion ?? 0 }));
    }
  };

  return (
    <PageShell title={t('adminConsole.editorTitle')} wide hideContactButton onRefresh={() => editor.load()}>
      <LoadState status={editor.state.status} onRetry={() => void editor.load()}>
        {config && (
          <View className='config-editor'>
            <View className='config-editor__form'>
              <View className='config-editor__status'>
                <Text className='config-editor__name'>
                  {config.ownerName
                    ? t('adminConsole.brandedFor', { name: config.ownerName })
                    : t('adminConsole.platformConfig')}
                </Text>
                <Text className='config-editor__version'>
                  {config.publishedVersion
                    ? t('adminConsole.version', { version: config.publishedVersion })
                    : t('adminConsole.neverPublished')}
                  {config.hasUnpublishedChanges || editor.dirty ? ` · ${t('adminConsole.unpublished')}` : ''}
                </Text>
              </View>
              <Text className='config-editor__title'>{t('adminConsole.common')}</Text>
              <CommonSettings editor={editor} />
              {config.ownerName && (
                <>
                  <Text className='config-editor__title'>{t('adminConsole.landing')}</Text>
                  <LandingSettings editor={editor} />
                </>
              )}

              <Text className='config-editor__title'>{t('adminConsole.pages')}</Text>
              <View className='config-editor__pages'>
                {editor.draft.pageList.map((page, i) => (
                  <Text
                    key={page.type}
                    className={i === editor.pageIndex ? 'config-chip config-chip--chosen' : 'config-chip'}
                    onClick={() => editor.selectPage(i)}
                  >
                    {page.type}
                  </Text>
                ))}
              </View>
              <View className='config-editor__new-page'>
                <TextField
                  name='page-name'
                  label={t('adminConsole.pageName')}
                  value={newPage}
                  maxLength={32}
                  onChange={setNewPage}
                />
                <Button
                  size='small'
                  disabled={!newPage.trim()}
                  onClick={() => (editor.addPage(newPage), setNewPage(''))}
                >
                  {t('adminConsole.addPage')}
                </Button>
              </View>

              <Text className='config-editor__title'>{t('adminConsole.blocks')}</Text>
              {editor.blocks.length === 0 && <Text className='config-editor__empty'>{t('adminConsole.noBlocks')}</Text>}
              {editor.blocks.map((block, i) => (
                <BlockCard
                  key={`${i}-${block.type}`}
                  editor={editor}
                  block={block}
                  index={i}
                  count={editor.blocks.length}
                />
              ))}
              <Text className='config-editor__title'>{t('adminConsole.addBlock')}</Text>
              <View className='config-editor__palette'>
                {BLOCK_TYPES.map((type) => (
                  <Text
                    key={type}
                    className={`config-chip config-chip--add config-chip--${blockName(type).toLowerCase().replace(/_/g, '-')}`}
                    onClick={() => editor.addBlock(type)}
                  >
                    + {t(`adminConsole.block.${blockName(type)}` as 'adminConsole.block.TEXT')}
                  </Text>
                ))}
              </View>
            </View>
            {wide && <ConfigPreview editor={editor} />}
          </View>
        )}
      </LoadState>
      {config && (
        <View className='config-editor__actions'>
          <FormError text={issueText} />
          <View className='config-editor__buttons'>
            <Button className='config-editor__save' disabled={editor.busy || !!issue} onClick={() => void save()}>
              {t('adminConsole.save')}
            </Button>
            <Button
              type='primary'
              className='config-editor__publish'
              loading={editor.busy}
              disabled={editor.busy || !!issue}
              onClick={() => void publish()}
            >
              {t('adminConsole.publish')}
            </Button>
          </View>
        </View>
      )}
    </PageShell>
  );
}

export default observer(ClientConfigEditorPage);
