import { Text, View } from '@tarojs/components';
import { Button, Input } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FloorPlanEditor } from '@/components/floor-plan-editor';
import { PageShell } from '@/components/page-shell';
import { confirmAction, FormError } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import '../../../components/setup-form/setup-form.scss';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The store's floor plans (spec: store floor plan): create, rename and delete
 * plans, put the tables where they stand in the room, and save; the board's
 * floor view draws the first plan.
 */
function StoreFloorPlanPage() {
  const { t } = useTranslation();
  const { floorPlans: plans, tables } = useRootStore().staffSetup;
  const [newName, setNewName] = useState('');
  const [error, setError] = useState('');
  useSetupLoad(() => Promise.all([plans.load(), tables.load()]));

  // Leaving a draft with changes for another plan asks first.
  const open = async (id: string) => {
    if (id === plans.selectedId) return;
    if (plans.dirty && !(await confirmAction(t('floorPlanEditor.discardChanges')))) return;
    plans.select(id);
  };
  const create = async () => {
    if (!newName.trim()) return setError(t('staffSetup.common.nameRequired'));
    if (plans.dirty && !(await confirmAction(t('floorPlanEditor.discardChanges')))) return;
    setError('');
    if (await plans.create(newName)) setNewName('');
  };
  const save = async () => {
    if (!plans.draft?.name.trim()) return setError(t('staffSetup.common.nameRequired'));
    setError('');
    if (await plans.save()) showToast(t('staffSetup.common.saved'));
  };
  const remove = async () => {
    const plan = plans.selected;
    if (!plan) return;
    if (!(await confirmAction(t('floorPlanEditor.confirmDelete', { name: plan.name })))) return;
    if (await plans.remove(plan.model!.id)) showToast(t('staffSetup.common.deleted'));
  };

  return (
    <PageShell title={t('floorPlanEditor.title')}>
      <SetupStoreName />
      <View className='floor-plan-page'>
        <View className='floor-plan-page__add'>
          <Input
            className='floor-plan-page__new-name'
            value={newName}
            maxLength={50}
            placeholder={t('floorPlanEditor.newPlaceholder')}
            onChange={(value) => setNewName(String(value))}
          />
          <Button className='floor-plan-page__create' type='primary' size='small' onClick={() => void create()}>
            {t('floorPlanEditor.create')}
          </Button>
        </View>
        <FormError text={error} />
        <SetupState
          state={plans.state}
          empty={plans.list.length === 0}
          emptyText={t('floorPlanEditor.empty')}
          onRetry={() => void plans.load()}
        >
          <View className='floor-plan-page__plans'>
            {plans.list.map((plan, index) => (
              <View
                key={plan.model!.id}
                className={`floor-plan-page__plan${plan.model!.id === plans.selectedId ? ' floor-plan-page__plan--on' : ''}`}
                onClick={() => void open(plan.model!.id)}
              >
                <Text>{plan.name}</Text>
                {index === 0 && <Text className='floor-plan-page__board-mark'>{t('floorPlanEditor.onBoard')}</Text>}
              </View>
            ))}
          </View>
          {tables.state.status === 'error' && tables.list.length === 0 ? (
            <View className='floor-plan-page__tables-failed'>
              <Text>{t('staffSetup.common.loadFailed')}</Text>
              <Button size='small' onClick={() => void tables.load()}>
                {t('staffSetup.common.retry')}
              </Button>
            </View>
          ) : (
            <FloorPlanEditor plans={plans} tables={tables.list} />
          )}
          <View className='floor-plan-page__actions'>
            <Button className='floor-plan-page__delete' onClick={() => void remove()}>
              {t('floorPlanEditor.delete')}
            </Button>
            <Button
              className='floor-plan-page__save'
              type='primary'
              disabled={!plans.dirty || plans.saving}
              onClick={() => void save()}
            >
              {plans.dirty ? t('staffSetup.common.save') : t('floorPlanEditor.savedState')}
            </Button>
          </View>
        </SetupState>
      </View>
    </PageShell>
  );
}

export default observer(StoreFloorPlanPage);
