import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import '@/i18n/notification-texts';

/** The invitation template an order's share uses: the store's default, or one the staff pick. */
function OrderInvitationPickerView({ storeId, orderId }: { storeId: string; orderId: string }) {
  const { t } = useTranslation();
  const invitations = useRootStore().push.invitations;
  useEffect(() => {
    if (storeId && orderId) void invitations.loadForOrder(storeId, orderId);
  }, [invitations, storeId, orderId]);
  if (invitations.orderId !== orderId || invitations.templates.length === 0) return null;
  const options = [
    { value: '0', label: t('notify.invitation.storeDefault') },
    ...invitations.templates.map((tpl) => ({ value: tpl.model?.id ?? '', label: tpl.fields?.name ?? '' })),
  ];
  return (
    <ChoiceField
      name='order-invitation'
      label={t('notify.invitation.forOrder')}
      options={options}
      value={invitations.orderTemplateId}
      onChange={(id) =>
        void invitations.chooseForOrder(storeId, id).then((ok) => ok && showToast(t('notify.invitation.saved')))
      }
    />
  );
}

export const OrderInvitationPicker = observer(OrderInvitationPickerView);
