import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FloorPlanPlacement_Shape as Shape } from '@/gen/store/v1/store_day_service_pb';
import type { FloorPlanDraft } from '@/stores/staff-setup/floor-plan-draft';

export interface CanvasItem {
  name: string;
  seats: number;
}

interface Props {
  draft: FloorPlanDraft;
  items: ReadonlyMap<string, CanvasItem>;
  selectedId: string;
  onSelect(itemId: string): void;
  /** A table dragged to a spot (top left, plan units); the draft keeps it inside. */
  onMove(itemId: string, x: number, y: number): void;
}

interface Drag {
  itemId: string;
  /** The pointer where the drag started, in window pixels. */
  from: { x: number; y: number };
  /** The table's spot then, in plan units. */
  start: { x: number; y: number };
  /** Plan units per window pixel; 0 until the room's size is known. */
  scale: number;
  moved: boolean;
}

type PointerEvent = {
  touches?: ArrayLike<{ clientX: number; clientY: number }>;
  clientX?: number;
  clientY?: number;
  stopPropagation?: () => void;
};

function pointOf(event: PointerEvent): { x: number; y: number } | null {
  const touch = event.touches?.[0];
  if (touch) return { x: touch.clientX, y: touch.clientY };
  if (typeof event.clientX === 'number' && typeof event.clientY === 'number') {
    return { x: event.clientX, y: event.clientY };
  }
  return null;
}

const ROOM_ID = 'floor-plan-editor-room';

/**
 * Mouse handlers for a laptop's browser: Taro's View does not declare them, but
 * the web build passes them to the element; mini-programs have no mouse.
 */
function mouse(handlers: Record<string, (event: PointerEvent) => void>): Record<string, unknown> {
  return handlers;
}

/**
 * The room being edited: its picture, every placed table where the draft puts it;
 * a table follows a finger or the mouse while dragged, and a tap picks it.
 */
export function FloorPlanCanvas({ draft, items, selectedId, onSelect, onMove }: Props) {
  const { t } = useTranslation();
  const drag = useRef<Drag | null>(null);

  const begin = (itemId: string, event: PointerEvent) => {
    const at = pointOf(event);
    const placed = draft.placements.find((p) => p.storeTableItemId === itemId);
    if (!at || !placed) return;
    event.stopPropagation?.();
    onSelect(itemId);
    const current: Drag = { itemId, from: at, start: { x: placed.x, y: placed.y }, scale: 0, moved: false };
    drag.current = current;
    // The room's drawn width turns pixels into plan units; it is read once per drag.
    Taro.createSelectorQuery()
      .select(`#${ROOM_ID}`)
      .boundingClientRect((rect) => {
        const box = Array.isArray(rect) ? rect[0] : rect;
        if (box && box.width > 0) current.scale = draft.width / box.width;
      })
      .exec();
  };
  const follow = (event: PointerEvent) => {
    const current = drag.current;
    const at = pointOf(event);
    if (!current || !at || current.scale === 0) return;
    current.moved = true;
    onMove(
      current.itemId,
      current.start.x + (at.x - current.from.x) * current.scale,
      current.start.y + (at.y - current.from.y) * current.scale,
    );
  };
  const end = () => {
    drag.current = null;
  };

  return (
    <View
      id={ROOM_ID}
      className='fp-editor__room'
      style={{
        paddingBottom: `${(draft.height / draft.width) * 100}%`,
        backgroundImage: draft.background ? `url(${draft.background.url})` : undefined,
      }}
      onTouchMove={follow}
      onTouchEnd={end}
      onTouchCancel={end}
      {...mouse({ onMouseMove: follow, onMouseUp: end, onMouseLeave: end })}
    >
      {draft.placements.length === 0 && <Text className='fp-editor__room-empty'>{t('floorPlanEditor.roomEmpty')}</Text>}
      {draft.placements.map((p) => {
        const item = items.get(p.storeTableItemId);
        return (
          <View
            key={p.storeTableItemId}
            className={`fp-editor__table${p.shape === Shape.ROUND ? ' fp-editor__table--round' : ''}${
              p.storeTableItemId === selectedId ? ' fp-editor__table--selected' : ''
            }`}
            data-item={item?.name ?? ''}
            style={{
              left: `${(p.x / draft.width) * 100}%`,
              top: `${(p.y / draft.height) * 100}%`,
              width: `${(p.width / draft.width) * 100}%`,
              height: `${(p.height / draft.height) * 100}%`,
              transform: p.rotation ? `rotate(${p.rotation}deg)` : undefined,
            }}
            onTouchStart={(e) => begin(p.storeTableItemId, e as unknown as PointerEvent)}
            {...mouse({ onMouseDown: (e: PointerEvent) => begin(p.storeTableItemId, e) })}
            onClick={() => onSelect(p.storeTableItemId)}
          >
            {/* The name only: a two-seat table is a finger wide on a phone; the seats show in the palette and when picked. */}
            <Text className='fp-editor__table-name'>{item?.name ?? '?'}</Text>
          </View>
        );
      })}
    </View>
  );
}
