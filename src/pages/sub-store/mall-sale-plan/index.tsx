import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { useMallStaff } from '@/components/mall-staff/use-mall-staff';
import { PageShell } from '@/components/page-shell';
import { ChoiceField, confirmAction, FormError, TextField } from '@/components/setup-form';
import { StockMode, type MallSalePlan } from '@/gen/mall/v1/mall_pb';
import type { MallCatalogueStore } from '@/stores/mall-staff/mall-catalogue.store';
import '../../../components/setup-form/setup-form.scss';
import '../../../components/mall-staff/mall-staff.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** One plan: rename, delete after asking (the server refuses a plan with SKUs and says so). */
const PlanRow = observer(function PlanRow({ plan, catalogue }: { plan: MallSalePlan; catalogue: MallCatalogueStore }) {
  const { t } = useTranslation();
  const [name, setName] = useState(plan.name);
  const remove = async () => {
    if (await confirmAction(t('mallStaff.plan.confirmDelete', { name: plan.name })))
      await catalogue.deletePlan(plan.id);
  };
  return (
    <View className={`mall-staff__section mall-plan mall-plan--${plan.id}`}>
      <View className='mall-staff__row'>
        <Text className='mall-staff__section-title'>{plan.name}</Text>
        <Text className='mall-staff__hint'>
          {t(`mallStaff.product.stockMode.${plan.stockMode === StockMode.VIRTUAL ? 'VIRTUAL' : 'REAL'}`)} ·{' '}
          {t('mallStaff.plan.skuCount', { count: plan.skuCount })}
        </Text>
      </View>
      <TextField
        name={`plan-${plan.id}`}
        label={t('mallStaff.plan.name')}
        value={name}
        maxLength={60}
        onChange={setName}
      />
      <View className='mall-staff__actions'>
        <Button
          size='small'
          className='mall-plan__rename'
          disabled={catalogue.busy || !name.trim() || name.trim() === plan.name}
          onClick={() => void catalogue.savePlan(plan.id, name, plan.stockMode)}
        >
          {t('mallStaff.plan.rename')}
        </Button>
        <Button
          size='small'
          type='danger'
          className='mall-plan__delete'
          disabled={catalogue.busy}
          onClick={() => void remove()}
        >
          {t('mallStaff.plan.delete')}
        </Button>
      </View>
    </View>
  );
});

/** The merchant's sale plans: list, create, rename, delete; pull to refresh. */
function MallSalePlanPage() {
  const { t } = useTranslation();
  const { catalogue } = useMallStaff();
  const [name, setName] = useState('');
  const [stockMode, setStockMode] = useState<StockMode>(StockMode.REAL);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    void catalogue.loadPlans();
  }, [catalogue]);
  const create = async () => {
    setProblem(name.trim() ? '' : t('mallStaff.plan.nameRequired'));
    if (!name.trim()) return;
    if (await catalogue.savePlan('', name, stockMode)) setName('');
  };
  return (
    <PageShell title={t('mallStaff.plan.title')} wide onRefresh={catalogue.loadPlans}>
      <View className='mall-staff mall-sale-plans'>
        <View className='mall-staff__section mall-sale-plans__create'>
          <Text className='mall-staff__section-title'>{t('mallStaff.plan.create')}</Text>
          <TextField name='new-plan' label={t('mallStaff.plan.name')} value={name} maxLength={60} onChange={setName} />
          <ChoiceField
            name='new-plan-stock'
            label={t('mallStaff.plan.stockMode')}
            value={stockMode}
            options={[
              { value: StockMode.REAL, label: t('mallStaff.product.stockMode.REAL') },
              { value: StockMode.VIRTUAL, label: t('mallStaff.product.stockMode.VIRTUAL') },
            ]}
            onChange={(mode) => setStockMode(mode as StockMode)}
          />
          <FormError text={problem} />
          <View className='mall-staff__actions'>
            <Button
              type='primary'
              className='mall-sale-plans__save'
              disabled={catalogue.busy}
              onClick={() => void create()}
            >
              {t('mallStaff.plan.save')}
            </Button>
          </View>
        </View>
        <LoadState
          status={catalogue.planState.status}
          empty={catalogue.salePlans.length === 0}
          emptyText={t('mallStaff.plan.empty')}
          onRetry={() => void catalogue.loadPlans()}
        >
          {catalogue.salePlans.map((plan) => (
            <PlanRow key={plan.id} plan={plan} catalogue={catalogue} />
          ))}
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(MallSalePlanPage);
