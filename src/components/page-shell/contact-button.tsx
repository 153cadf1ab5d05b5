import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import type { RootStore } from '@/stores/root.store';
import { ROUTES } from '@/routing/routes';

/**
 * The gold question mark that opens contact-store (spec section 2). It sits at the
 * right end of the navigation bar, where no control of the page can be under it;
 * `docked`, in a page's own bottom bar instead (the store page's, beside booking).
 */
export function ContactButton({ docked = false }: { docked?: boolean }) {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  // messages: on a store's page, the contact page offers that store first
  const storeId = useRouter().params.storeId;
  return (
    <View
      className={docked ? 'contact-button contact-button--docked' : 'contact-button'}
      aria-label={t('shell.contact')}
      onClick={() =>
        void navigator.navigateTo(storeId ? `${ROUTES.contactStore}?storeId=${storeId}` : ROUTES.contactStore)
      }
    >
      <Text className='contact-button__mark'>?</Text>
    </View>
  );
}

/**
 * Whether a diner is offered the way to contact us: the button in the navigation
 * bar, or the place a page gives it instead (the store page's bottom bar, a cell of me).
 */
export function contactOffered(store: RootStore): boolean {
  return store.operator.mode === 'diner' && store.clientConfig.runtime.globalContactEnabled;
}

/** The contact button in a page's bottom bar, shown when the bar's would be (diners, contact enabled). */
export const DockedContactButton = observer(function DockedContactButton() {
  return contactOffered(useRootStore()) ? <ContactButton docked /> : null;
});
