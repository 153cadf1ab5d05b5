import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useTranslation } from '@/i18n/use-translation';
import { FloorPlanPlacement_Shape as Shape } from '@/gen/store/v1/store_day_service_pb';
import type { DraftPlacement } from '@/stores/staff-setup/floor-plan-draft';

interface Props {
  placement: DraftPlacement;
  name: string;
  seats: number;
  onResize(step: 1 | -1): void;
  onRotate(): void;
  onToggleShape(): void;
  onRemove(): void;
}

/** What can be done to the picked table: size, turn, shape, take off the plan. */
export function PlacementControls({ placement, name, seats, onResize, onRotate, onToggleShape, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <View className='fp-editor__controls'>
      <Text className='fp-editor__controls-title'>
        {t('floorPlanEditor.picked', { name, degrees: placement.rotation })} ·{' '}
        {t('floorPlanEditor.seats', { count: seats })}
      </Text>
      <View className='fp-editor__controls-row'>
        <Button size='small' className='fp-editor__smaller' onClick={() => onResize(-1)}>
          {t('floorPlanEditor.smaller')}
        </Button>
        <Button size='small' className='fp-editor__larger' onClick={() => onResize(1)}>
          {t('floorPlanEditor.larger')}
        </Button>
        <Button size='small' className='fp-editor__rotate' onClick={onRotate}>
          {t('floorPlanEditor.rotate')}
        </Button>
        <Button size='small' className='fp-editor__shape' onClick={onToggleShape}>
          {placement.shape === Shape.ROUND ? t('floorPlanEditor.makeRectangle') : t('floorPlanEditor.makeRound')}
        </Button>
        <Button size='small' className='fp-editor__remove' onClick={onRemove}>
          {t('floorPlanEditor.removeFromPlan')}
        </Button>
      </View>
      <Text className='fp-editor__hint'>{t('floorPlanEditor.dragHint')}</Text>
    </View>
  );
}
