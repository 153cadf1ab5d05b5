import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { EMPTY_FAPIAO, FapiaoForm, FapiaoSummary } from '@/components/fapiao-form';
import { PageShell } from '@/components/page-shell';
import { askConfirm, showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { FapiaoTitleStore, fapiaoFields } from '@/stores/diner/fapiao-title.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import './index.scss';
import '@/i18n/fapiao-texts';

/**
 * fapiao-title: the diner's fapiao titles (add, edit, delete, make default).
 * Opened from an order (?orderId=) it also puts a copy of one on that order.
 */
function FapiaoTitlePage() {
  const { t } = useTranslation();
  const { orderId = '' } = useRouter().params;
  const { diner, navigator } = useRootStore();
  const titles = useViewModel(() => new FapiaoTitleStore(diner.context));
  // null: the list; '': a new title; an id: that title.
  const [editing, setEditing] = useState<string | null>(null);

  const save = async (fields: Parameters<typeof titles.save>[1]) => {
    if (await titles.save(editing ?? '', fields)) {
      setEditing(null);
      showToast(t('fapiao.saved'));
    }
  };
  const remove = async (id: string) => {
    if (!(await askConfirm(t('fapiao.deleteAsk'), t('fapiao.delete'), t('fapiao.cancel')))) return;
    if (await titles.remove(id)) showToast(t('fapiao.deleted'));
  };
  const use = async (id: string) => {
    if (!(await titles.attach(orderId, id))) return;
    showToast(t('fapiao.order.attached'));
    await navigator.back();
  };

  const editingTitle = editing ? titles.list.find((x) => x.model?.id === editing) : undefined;

  return (
    <PageShell title={orderId ? t('fapiao.order.choose') : t('fapiao.pageTitle')} hideContactButton>
      {editing !== null ? (
        <View className='fapiao-page__card'>
          <Text className='fapiao-page__heading'>{editing ? t('fapiao.edit') : t('fapiao.add')}</Text>
          <FapiaoForm
            key={editing || 'new'}
            initial={editingTitle ? fapiaoFields(editingTitle.fields) : EMPTY_FAPIAO}
            busy={titles.busy}
            onSave={(fields) => void save(fields)}
            onCancel={() => setEditing(null)}
          />
        </View>
      ) : (
        <>
          {titles.state === 'loading' && titles.list.length === 0 && <StateView state='loading' />}
          {titles.state === 'error' && <StateView state='error' onRetry={() => void titles.load()} />}
          {titles.state === 'ready' && titles.list.length === 0 && (
            <Text className='fapiao-page__empty'>{t('fapiao.empty')}</Text>
          )}
          {titles.list.map((title) => {
            const id = title.model?.id ?? '';
            const fields = fapiaoFields(title.fields);
            return (
              <View key={id} className='fapiao-page__card fapiao-page__item' data-testid='fapiao-title'>
                <View className='fapiao-page__item-head'>
                  <FapiaoSummary fields={fields} />
                  {title.isDefault && <Text className='fapiao-page__default'>{t('fapiao.isDefault')}</Text>}
                </View>
                <View className='fapiao-page__item-actions'>
                  {orderId && (
                    <Button size='small' type='primary' className='fapiao-page__use' onClick={() => void use(id)}>
                      {t('fapiao.order.use')}
                    </Button>
                  )}
                  {!title.isDefault && (
                    <Text className='fapiao-page__link' onClick={() => void titles.setDefault(id)}>
                      {t('fapiao.setDefault')}
                    </Text>
                  )}
                  <Text className='fapiao-page__link fapiao-page__edit' onClick={() => setEditing(id)}>
                    {t('fapiao.edit')}
                  </Text>
                  <Text className='fapiao-page__link fapiao-page__delete' onClick={() => void remove(id)}>
                    {t('fapiao.delete')}
                  </Text>
                </View>
              </View>
            );
          })}
          <Button block type='primary' className='fapiao-page__add' onClick={() => setEditing('')}>
            {t('fapiao.add')}
          </Button>
        </>
      )}
    </PageShell>
  );
}

export default observer(FapiaoTitlePage);
