import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { pageUrl } from '@/routing/diner-routes';
import { IM_ROUTES } from '@/routing/im-routes';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { ContactModel } from '@/stores/im/contact.store';
import '../../../components/im/im.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/im-texts';

/**
 * Where the floating question mark, the footer's chat button and the
 * CONTACT_MERCHANT action lead: chat with (or call) the store or the
 * merchant's stores, or chat with the platform. Chatting needs a login first
 * (spec section 4); an existing conversation reopens, else a new one starts.
 */
function ContactStorePage() {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const params = useRouter().params;
  const root = useRootStore();
  const { session, login, navigator, diner } = root;
  const model = useViewModel(() => new ContactModel(diner.catalog, params.storeId ?? '', diner.merchantId));

  const chat = (url: string) => {
    if (!session.loggedIn) {
      void login.start({ relogin: true });
      return;
    }
    void navigator.navigateTo(url);
  };

  return (
    <PageShell title={t('contact.title')} hideContactButton contactFooter>
      <View className='contact-page'>
        <Text className='contact-page__intro'>{t('contact.intro')}</Text>
        {model.loading && <StateView state='loading' />}
        {model.failed && <StateView state='error' onRetry={() => void model.load()} />}
        {model.stores.map((store) => {
          const id = store.model?.id ?? '';
          const phone = store.profile?.phone ?? '';
          return (
            <View key={id} className='contact-page__card'>
              <View className='contact-page__info'>
                <Text className='contact-page__name'>{storeName(store)}</Text>
                {phone ? <Text className='contact-page__hint'>{phone}</Text> : null}
              </View>
              <View className='contact-page__actions'>
                {phone ? (
                  <Button size='small' onClick={() => void root.platform.makePhoneCall(phone)}>
                    {t('contact.call')}
                  </Button>
                ) : null}
                <Button
                  size='small'
                  type='primary'
                  onClick={() => chat(pageUrl(IM_ROUTES.userDetail, { name: `STORE:${id}` }))}
                >
                  {t('contact.chat')}
                </Button>
              </View>
            </View>
          );
        })}
        <View className='contact-page__card'>
          <View className='contact-page__info'>
            <Text className='contact-page__name'>{t('contact.platform')}</Text>
            <Text className='contact-page__hint'>{t('contact.platformHint')}</Text>
          </View>
          <Button size='small' type='primary' onClick={() => chat(IM_ROUTES.withAdmin)}>
            {t('contact.chat')}
          </Button>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(ContactStorePage);
