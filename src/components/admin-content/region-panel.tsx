import { Button, Cell, Tag } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { confirmAction, TextField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import type { AdminRegion } from '@/gen/platform/v1/admin_reference_data_service_pb';
import type { RegionsStore } from '@/stores/admin-content';
import './admin-content.scss';
import { emptyRegionDraft, type RegionDraft } from '@/stores/admin-content/regions.store';

const draftOf = (r: AdminRegion): RegionDraft => ({
  callingCode: r.region?.callingCode ?? '',
  isoCode: r.region?.isoCode ?? '',
  name: r.region?.name ?? '',
  phonePattern: r.region?.phonePattern ?? '',
  sort: String(r.region?.sort ?? 0),
});

/** Phone regions: the list with disable / enable / delete, and the form that creates or edits one. */
function RegionPanelView({ regions, onPick }: { regions: RegionsStore; onPick(isoCode: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RegionDraft>(emptyRegionDraft);
  const [editing, setEditing] = useState('');
  const set = (field: keyof RegionDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const reset = () => {
    setDraft(emptyRegionDraft());
    setEditing('');
  };
  const save = async () => {
    if (!(await regions.save(draft, Boolean(editing)))) return;
    showToast(t('adminContent.saved'));
    reset();
  };
  const toggle = async (r: AdminRegion) => {
    const code = r.region?.callingCode ?? '';
    if (
      !r.disabled &&
      !(await confirmAction(t('adminContent.disableRegionAsk', { name: r.region?.name }), t('adminContent.disable')))
    ) {
      return;
    }
    await regions.setDisabled(code, !r.disabled);
  };
  const remove = async (r: AdminRegion) => {
    if (await confirmAction(t('adminContent.deleteRegionAsk', { name: r.region?.name }), t('adminContent.delete'))) {
      await regions.remove(r.region?.callingCode ?? '');
    }
  };
  return (
    <View className='admin-content__section admin-content__regions'>
      <Text className='admin-content__title'>{t('adminContent.regions')}</Text>
      <LoadState
        status={regions.state.status}
        empty={regions.list.length === 0}
        emptyText={t('adminContent.noRegions')}
        onRetry={() => void regions.load()}
      >
        {regions.list.map((r) => (
          <Cell
            key={r.region?.callingCode}
            className='admin-content__region'
            title={
              <View className='admin-content__row-title'>
                <Text>{`+${r.region?.callingCode} ${r.region?.name} (${r.region?.isoCode})`}</Text>
                {r.disabled && <Tag type='danger'>{t('adminContent.disabled')}</Tag>}
                {r.inUse && <Tag type='default'>{t('adminContent.inUse')}</Tag>}
              </View>
            }
            description={r.region?.phonePattern}
            onClick={() => onPick(r.region?.isoCode ?? '')}
            extra={
              <View className='admin-content__row-actions'>
                <Button
                  size='mini'
                  className='admin-content__edit-region'
                  onClick={(e) => {
                    e.stopPropagation();
                    setDraft(draftOf(r));
                    setEditing(r.region?.callingCode ?? '');
                  }}
                >
                  {t('adminContent.edit')}
                </Button>
                <Button
                  size='mini'
                  className='admin-content__toggle-region'
                  type={r.disabled ? 'default' : 'danger'}
                  onClick={(e) => {
                    e.stopPropagation();
                    void toggle(r);
                  }}
                >
                  {r.disabled ? t('adminContent.enable') : t('adminContent.disable')}
                </Button>
                {!r.inUse && (
                  <Button
                    size='mini'
                    className='admin-content__delete-region'
                    type='danger'
                    fill='outline'
                    onClick={(e) => {
                      e.stopPropagation();
                      void remove(r);
                    }}
                  >
                    {t('adminContent.delete')}
                  </Button>
                )}
              </View>
            }
          />
        ))}
      </LoadState>
      <Text className='admin-content__hint'>{t('adminContent.inUseHint')}</Text>
      <Text className='admin-content__title'>
        {editing ? t('adminContent.editRegion', { code: editing }) : t('adminContent.newRegion')}
      </Text>
      <View className='admin-content__form'>
        {!editing && (
          <>
            <TextField
              name='region-calling-code'
              label={t('adminContent.callingCode')}
              value={draft.callingCode}
              type='digit'
              maxLength={4}
              onChange={set('callingCode')}
            />
            <TextField
              name='region-iso-code'
              label={t('adminContent.isoCode')}
              value={draft.isoCode}
              maxLength={2}
              onChange={(v) => set('isoCode')(v.toUpperCase())}
            />
          </>
        )}
        <TextField
          name='region-name'
          label={t('adminContent.regionName')}
          value={draft.name}
          maxLength={64}
          onChange={set('name')}
        />
        <TextField
          name='region-pattern'
          label={t('adminContent.phonePattern')}
          value={draft.phonePattern}
          maxLength={200}
          onChange={set('phonePattern')}
        />
        <TextField
          name='region-sort'
          label={t('adminContent.sort')}
          value={draft.sort}
          type='number'
          onChange={set('sort')}
        />
        <View className='admin-content__actions'>
          <Button
            className='admin-content__save-region'
            type='primary'
            size='small'
            disabled={!draft.name.trim() || !draft.phonePattern.trim() || (!editing && !draft.callingCode.trim())}
            onClick={() => void save()}
          >
            {t('adminContent.save')}
          </Button>
          {editing && (
            <Button size='small' onClick={reset}>
              {t('adminContent.cancel')}
            </Button>
          )}
        </View>
      </View>
    </View>
  );
}

export const RegionPanel = observer(RegionPanelView);
