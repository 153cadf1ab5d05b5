import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { ListDetail, listRowClass, useListPanel } from '@/components/side-panel';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import { MembershipEditor } from '../member-ship-update/membership-editor';
import '../../../components/setup-form/setup-form.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The merchant's membership levels (spec: member-ship), highest first, with how many
 * diners hold each. On wide windows a picked level opens beside the list.
 */
function MemberShipPage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { membership } = staffSetup;
  useSetupLoad(membership.load);
  const panel = useListPanel(STAFF_SETUP_ROUTES.memberShipUpdate);

  return (
    <PageShell title={t('staffSetup.membership.listTitle')} onRefresh={membership.load} wide>
      <SetupStoreName />
      <ListDetail
        shown={panel.shown}
        panelTitle={t('staffSetup.membership.updateTitle')}
        onClose={panel.close}
        renderDetail={(id) => <MembershipEditor id={id} onDeleted={panel.close} />}
      >
        <View className='setup-list__toolbar'>
          <Button
            size='small'
            type='primary'
            onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.memberShipCreate)}
          >
            {t('staffSetup.common.create')}
          </Button>
        </View>
        <SetupState
          state={membership.state}
          empty={membership.levels.length === 0}
          emptyText={t('staffSetup.membership.empty')}
          onRetry={membership.load}
        >
          <View className='setup-list'>
            {membership.levels.map((level) => (
              <View
                key={level.model?.id}
                className={listRowClass(panel.shown, level.model?.id, 'member-ship__row')}
                onClick={() => panel.open(level.model!.id)}
              >
                <View className='setup-list__main'>
                  <Text className='setup-list__title' style={level.color ? { color: level.color } : undefined}>
                    {level.name}
                  </Text>
                  {level.description && <Text className='setup-list__sub'>{level.description}</Text>}
                </View>
                <Text className='setup-list__badge'>
                  {t('staffSetup.membership.dinerCount', { count: level.dinerCount })}
                </Text>
              </View>
            ))}
          </View>
        </SetupState>
      </ListDetail>
    </PageShell>
  );
}

export default observer(MemberShipPage);
