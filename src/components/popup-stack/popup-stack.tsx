import { Text, View } from '@tarojs/components';
import { Popup } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import { popupPageComponent } from './popup-registry';
import './popup-stack.scss';
import { BackCloses } from '@/components/back-closes';

/**
 * Renders the top page of the popup page stack in a bottom popup. The pages stay
 * rendered while the popup closes and are cleared 300 ms later (PopupStore).
 */
function PopupStackView() {
  const { t } = useTranslation();
  const { popup } = useRootStore();
  const top = popup.top;
  const Page = top ? popupPageComponent(top.name) : undefined;
  return (
    <>
      {/* Back closes the top page of the stack, as its own back button does. */}
      <BackCloses visible={popup.visible} onBack={() => popup.close()} />
      <Popup visible={popup.visible} position='bottom' round onClose={() => popup.close()}>
        <View className='popup-stack'>
          <View className='popup-stack__header'>
            {popup.pages.length > 1 && (
              <View className='popup-stack__back' aria-label={t('nav.back')} onClick={() => popup.pop()}>
                <Text>‹</Text>
              </View>
            )}
          </View>
          <View className='popup-stack__body'>{Page && top ? <Page params={top.params ?? {}} /> : null}</View>
        </View>
      </Popup>
    </>
  );
}

export const PopupStack = observer(PopupStackView);
