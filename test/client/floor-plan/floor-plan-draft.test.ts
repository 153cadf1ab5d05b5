import { FloorPlanPlacement_Shape as Shape } from '@/gen/store/v1/store_day_service_pb';
import {
  moveItem,
  placeItem,
  removeItem,
  resizeItem,
  rotateItem,
  toggleShape,
  type FloorPlanDraft,
} from '@/stores/staff-setup/floor-plan-draft';

const room: FloorPlanDraft = { name: 'Hall', width: 1000, height: 700, placements: [] };
const only = (plan: FloorPlanDraft) => plan.placements[0]!;

describe('the floor plan draft', () => {
  it('places a table once, sized by its seats, without covering a table already there', () => {
    const one = placeItem(room, 'a1', 2);
    expect(only(one)).toMatchObject({ x: 20, y: 20, width: 110, height: 110, shape: Shape.ROUND });
    expect(placeItem(one, 'a1', 2)).toBe(one);
    const two = placeItem(one, 'b1', 4);
    const b1 = two.placements[1]!;
    expect(b1).toMatchObject({ width: 150, height: 113, shape: Shape.RECTANGLE });
    // beside the first, not on it
    expect(b1.x >= 130 || b1.y >= 130).toBe(true);
  });

  it('keeps a dragged table inside the room', () => {
    const plan = placeItem(room, 'a1', 2);
    expect(only(moveItem(plan, 'a1', 400.4, 300.6))).toMatchObject({ x: 400, y: 301 });
    expect(only(moveItem(plan, 'a1', 2000, -50))).toMatchObject({ x: 890, y: 0 });
  });

  it('resizes around the centre, turns in 15-degree steps past 360, switches shape and removes', () => {
    const plan = moveItem(placeItem(room, 'b1', 4), 'b1', 300, 300);
    expect(only(resizeItem(plan, 'b1', 20))).toMatchObject({ x: 290, y: 290, width: 170, height: 133 });
    // never smaller than a finger can hold
    let small = plan;
    for (let i = 0; i < 20; i++) small = resizeItem(small, 'b1', -20);
    expect(only(small)).toMatchObject({ width: 40, height: 40 });
    let turned = plan;
    for (let i = 0; i < 25; i++) turned = rotateItem(turned, 'b1', 15);
    expect(only(turned).rotation).toBe(15);
    const round = toggleShape(plan, 'b1');
    expect(only(round)).toMatchObject({ shape: Shape.ROUND, width: 150, height: 150 });
    expect(only(toggleShape(round, 'b1')).shape).toBe(Shape.RECTANGLE);
    expect(removeItem(plan, 'b1').placements).toEqual([]);
  });
});
