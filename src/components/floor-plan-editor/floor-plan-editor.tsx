import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { StoreTable } from '@/gen/store/v1/table_pb';
import {
  moveItem,
  placeItem,
  removeItem,
  resizeItem,
  rotateItem,
  ROTATE_STEP,
  SIZE_STEP,
  toggleShape,
} from '@/stores/staff-setup/floor-plan-draft';
import type { FloorPlansStore } from '@/stores/staff-setup/floor-plans.store';
import { TextField } from '@/components/setup-form';
import { FloorPlanCanvas, type CanvasItem } from './floor-plan-canvas';
import { PlacementControls } from './placement-controls';
import './floor-plan-editor.scss';

interface Props {
  plans: FloorPlansStore;
  tables: readonly StoreTable[];
}

/** The open plan's draft: its name and picture, the room with its tables, the tables not on it yet. */
function FloorPlanEditorView({ plans, tables }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState('');
  const items = useMemo(() => {
    const map = new Map<string, CanvasItem>();
    for (const table of tables) {
      for (const item of table.itemList.slice().sort((a, b) => a.sort - b.sort)) {
        map.set(item.model?.id ?? '', { name: item.name, seats: table.seatCapacity });
      }
    }
    return map;
  }, [tables]);
  const draft = plans.draft;
  if (!draft) return null;

  const placed = new Set(draft.placements.map((p) => p.storeTableItemId));
  const unplaced = [...items.entries()].filter(([id]) => !placed.has(id));
  const pickedPlacement = draft.placements.find((p) => p.storeTableItemId === picked);

  return (
    <View className='fp-editor'>
      <TextField
        name='plan-name'
        label={t('floorPlanEditor.name')}
        value={draft.name}
        maxLength={50}
        onChange={(name) => plans.edit({ ...draft, name })}
      />
      <View className='fp-editor__background'>
        <Button size='small' className='fp-editor__upload' onClick={() => void plans.uploadBackground()}>
          {draft.background ? t('floorPlanEditor.changePicture') : t('floorPlanEditor.uploadPicture')}
        </Button>
        {draft.background && (
          <Button
            size='small'
            className='fp-editor__clear-picture'
            onClick={() => plans.edit({ ...draft, background: undefined })}
          >
            {t('floorPlanEditor.removePicture')}
          </Button>
        )}
      </View>
      <FloorPlanCanvas
        draft={draft}
        items={items}
        selectedId={picked}
        onSelect={setPicked}
        onMove={(id, x, y) => plans.edit(moveItem(draft, id, x, y))}
      />
      {pickedPlacement && (
        <PlacementControls
          placement={pickedPlacement}
          name={items.get(picked)?.name ?? ''}
          seats={items.get(picked)?.seats ?? 0}
          onResize={(step) => plans.edit(resizeItem(draft, picked, step * SIZE_STEP))}
          onRotate={() => plans.edit(rotateItem(draft, picked, ROTATE_STEP))}
          onToggleShape={() => plans.edit(toggleShape(draft, picked))}
          onRemove={() => {
            plans.edit(removeItem(draft, picked));
            setPicked('');
          }}
        />
      )}
      <Text className='fp-editor__section'>{t('floorPlanEditor.unplaced')}</Text>
      {unplaced.length === 0 ? (
        <Text className='fp-editor__all-placed'>{t('floorPlanEditor.allPlaced')}</Text>
      ) : (
        <View className='fp-editor__palette'>
          {unplaced.map(([id, item]) => (
            <View
              key={id}
              className='fp-editor__palette-item'
              onClick={() => {
                plans.edit(placeItem(draft, id, item.seats));
                setPicked(id);
              }}
            >
              <Text className='fp-editor__table-name'>{item.name}</Text>
              <Text className='fp-editor__table-seats'>{t('floorPlanEditor.seats', { count: item.seats })}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  );
}

export const FloorPlanEditor = observer(FloorPlanEditorView);
