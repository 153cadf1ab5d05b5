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
import { TagEditor } from '../booking-order-tag-update/tag-editor';
import '../../../components/setup-form/setup-form.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The store's booking-order tags (spec: booking-order-tag), in sort order. */
function BookingOrderTagPage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { labels } = staffSetup;
  useSetupLoad(labels.loadTags);
  const panel = useListPanel(STAFF_SETUP_ROUTES.bookingOrderTagUpdate);

  return (
    <PageShell title={t('staffSetup.tag.listTitle')} onRefresh={labels.loadTags} wide>
      <SetupStoreName />
      <ListDetail
        shown={panel.shown}
        panelTitle={t('staffSetup.tag.updateTitle')}
        onClose={panel.close}
        renderDetail={(id) => <TagEditor id={id} onDeleted={panel.close} />}
      >
        <View className='setup-list__toolbar'>
          <Button
            size='small'
            type='primary'
            className='booking-order-tag__create'
            onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.bookingOrderTagCreate)}
          >
            {t('staffSetup.common.create')}
          </Button>
        </View>
        <SetupState
          state={labels.tagState}
          empty={labels.tags.length === 0}
          emptyText={t('staffSetup.tag.empty')}
          onRetry={labels.loadTags}
        >
          <View className='setup-list'>
            {labels.tags.map((tag, index) => (
              <View
                key={tag.model?.id}
                className={listRowClass(panel.shown, tag.model?.id, 'booking-order-tag__row')}
                onClick={() => panel.open(tag.model!.id)}
              >
                <Text className='setup-list__title' style={tag.color ? { color: tag.color } : undefined}>
                  {tag.content}
                </Text>
                {/* The row opens the editor; the arrows only move it. */}
                <View className='booking-order-tag__move' onClick={(e) => e.stopPropagation()}>
                  <Button
                    size='small'
                    className='booking-order-tag__up'
                    disabled={index === 0}
                    onClick={() => void labels.moveTag(tag.model!.id, -1)}
                  >
                    {t('staffSetup.table.moveUp')}
                  </Button>
                  <Button
                    size='small'
                    className='booking-order-tag__down'
                    disabled={index === labels.tags.length - 1}
                    onClick={() => void labels.moveTag(tag.model!.id, 1)}
                  >
                    {t('staffSetup.table.moveDown')}
                  </Button>
                </View>
              </View>
            ))}
          </View>
        </SetupState>
      </ListDetail>
    </PageShell>
  );
}

export default observer(BookingOrderTagPage);
