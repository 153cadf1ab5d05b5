import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { create } from '@bufbuild/protobuf';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceField, TextField, confirmAction } from '@/components/setup-form';
import {
  LinkSchema,
  PageAction_Type,
  PageActionSchema,
  type PageAction,
  type PageModule,
} from '@/gen/platform/v1/client_config_pb';
import { CONFIG_LIMITS } from '@/common/client-config-schema';
import type { ConfigEditorStore } from '@/stores/admin';
import { LinkFields } from './link-fields';

const ACTION_TYPES: PageAction_Type[] = Object.values(PageAction_Type).filter(
  (v): v is PageAction_Type => typeof v === 'number' && v !== PageAction_Type.TYPE_UNSPECIFIED,
);
const actionName = (type: PageAction_Type) => PageAction_Type[type] as keyof typeof PageAction_Type;

interface ActionListFieldsProps {
  editor: ConfigEditorStore;
  block: PageModule;
  /** The block's place on the page. */
  index: number;
}

/**
 * An action list block's actions: each a type (a link, calling the store,
 * notification settings, language, contacting the merchant), a title (empty:
 * the app's own words for the type) and, for a link, where it leads; added,
 * moved and removed (after asking).
 */
function ActionListFieldsView({ editor, block, index }: ActionListFieldsProps) {
  const { t } = useTranslation();
  const change = (a: number, mutate: (action: PageAction) => void) =>
    editor.updateBlock(index, (b) => {
      const action = b.actionList[a];
      if (action) mutate(action);
    });
  const move = (a: number, step: -1 | 1) =>
    editor.updateBlock(index, (b) => {
      const to = a + step;
      if (to < 0 || to >= b.actionList.length) return;
      [b.actionList[a], b.actionList[to]] = [b.actionList[to]!, b.actionList[a]!];
    });
  const remove = async (a: number) => {
    if (await confirmAction(t('adminConsole.removeActionAsk'), t('adminConsole.remove'))) {
      editor.updateBlock(index, (b) => void b.actionList.splice(a, 1));
    }
  };
  const add = () =>
    editor.updateBlock(index, (b) => {
      b.actionList.push(create(PageActionSchema, { type: PageAction_Type.LINK, link: create(LinkSchema) }));
    });
  const count = block.actionList.length;
  return (
    <View className='config-actions'>
      <Text className='config-actions__title'>{t('adminConsole.actions')}</Text>
      {count === 0 && <Text className='config-actions__empty'>{t('adminConsole.noActions')}</Text>}
      {block.actionList.map((action, a) => (
        <View key={a} className='config-actions__item'>
          <View className='config-block__tools'>
            <Text
              className={a === 0 ? 'config-block__tool config-block__tool--off' : 'config-block__tool'}
              onClick={() => move(a, -1)}
            >
              {t('adminConsole.moveUp')}
            </Text>
            <Text
              className={a === count - 1 ? 'config-block__tool config-block__tool--off' : 'config-block__tool'}
              onClick={() => move(a, 1)}
            >
              {t('adminConsole.moveDown')}
            </Text>
            <Text className='config-block__tool config-block__tool--danger' onClick={() => void remove(a)}>
              {t('adminConsole.remove')}
            </Text>
          </View>
          <ChoiceField
            name={`action-${a}-type`}
            label={t('adminConsole.actionType')}
            value={action.type}
            options={ACTION_TYPES.map((v) => ({
              value: v,
              label: t(`adminConsole.action.${actionName(v)}` as 'adminConsole.action.LINK'),
            }))}
            onChange={(v) =>
              change(a, (x) => {
                x.type = v;
                // Only a link action leads somewhere; the others do what their type says.
                x.link = v === PageAction_Type.LINK ? (x.link ?? create(LinkSchema)) : undefined;
              })
            }
          />
          <TextField
            name={`action-${a}-title`}
            label={t('adminConsole.actionTitle')}
            value={action.title}
            maxLength={30}
            onChange={(v) => change(a, (x) => (x.title = v))}
          />
          {action.type === PageAction_Type.LINK && (
            <LinkFields
              name={`action-${a}`}
              link={action.link}
              onChange={(mutate) =>
                change(a, (x) => {
                  x.link ??= create(LinkSchema);
                  mutate(x.link);
                })
              }
            />
          )}
        </View>
      ))}
      <Button
        className='config-actions__add'
        size='small'
        fill='outline'
        disabled={count >= CONFIG_LIMITS.actionsPerBlock}
        onClick={add}
      >
        {t('adminConsole.addAction')}
      </Button>
    </View>
  );
}

export const ActionListFields = observer(ActionListFieldsView);
