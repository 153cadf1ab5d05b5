import { FloorPlanPlacement_Shape as Shape } from '@/gen/store/v1/store_day_service_pb';

// The floor plan being edited, as plain data: the page keeps one draft and
// sends it whole on save. Every change keeps each table inside the plan and
// within the sizes below, so what the server checks again rarely refuses.

export interface DraftPlacement {
  storeTableItemId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise, 0-359. */
  rotation: number;
  shape: Shape;
}

export interface FloorPlanDraft {
  name: string;
  width: number;
  height: number;
  background?: { fileId: string; url: string; width: number; height: number; contentType: string };
  placements: DraftPlacement[];
}

/** A new plan's room, in plan units (a 10:7 room; only the proportions show). */
export const NEW_PLAN_SIZE = { width: 1000, height: 700 };
/** The smallest and largest table side, in plan units. */
export const MIN_SIDE = 40;
/** A size step of the resize buttons, in plan units. */
export const SIZE_STEP = 20;
/** A turn of the rotate button, in degrees. */
export const ROTATE_STEP = 15;

const clamp = (n: number, low: number, high: number) => Math.min(Math.max(n, low), high);

/** Keeps a table's box inside the plan (moving it back in, shrinking it first if it is larger). */
function fit(plan: FloorPlanDraft, p: DraftPlacement): DraftPlacement {
  const width = Math.round(clamp(p.width, MIN_SIDE, plan.width));
  const height = Math.round(clamp(p.height, MIN_SIDE, plan.height));
  return {
    ...p,
    width,
    height,
    x: Math.round(clamp(p.x, 0, plan.width - width)),
    y: Math.round(clamp(p.y, 0, plan.height - height)),
  };
}

function change(plan: FloorPlanDraft, itemId: string, edit: (p: DraftPlacement) => DraftPlacement): FloorPlanDraft {
  return {
    ...plan,
    placements: plan.placements.map((p) => (p.storeTableItemId === itemId ? fit(plan, edit(p)) : p)),
  };
}

/**
 * Puts a table on the plan, its size by its seats, at the first spot of a coarse
 * grid where it overlaps no other table (the plan's top left when the room is full).
 * A table already placed stays where it is.
 */
export function placeItem(plan: FloorPlanDraft, itemId: string, seats: number): FloorPlanDraft {
  if (plan.placements.some((p) => p.storeTableItemId === itemId)) return plan;
  const round = seats <= 2;
  const side = round ? 110 : seats <= 4 ? 150 : 200;
  const width = Math.min(side, plan.width);
  const height = Math.min(round ? side : Math.round(side * 0.75), plan.height);
  const overlaps = (x: number, y: number) =>
    plan.placements.some((p) => x < p.x + p.width && p.x < x + width && y < p.y + p.height && p.y < y + height);
  let spot = { x: 0, y: 0 };
  search: for (let y = 20; y + height <= plan.height; y += 40) {
    for (let x = 20; x + width <= plan.width; x += 40) {
      if (!overlaps(x, y)) {
        spot = { x, y };
        break search;
      }
    }
  }
  const placed: DraftPlacement = {
    storeTableItemId: itemId,
    ...spot,
    width,
    height,
    rotation: 0,
    shape: round ? Shape.ROUND : Shape.RECTANGLE,
  };
  return { ...plan, placements: [...plan.placements, fit(plan, placed)] };
}

/** Moves a table to a spot (its top left, in plan units), kept inside the plan. */
export function moveItem(plan: FloorPlanDraft, itemId: string, x: number, y: number): FloorPlanDraft {
  return change(plan, itemId, (p) => ({ ...p, x, y }));
}

/** Grows (step > 0) or shrinks a table around its centre. */
export function resizeItem(plan: FloorPlanDraft, itemId: string, step: number): FloorPlanDraft {
  return change(plan, itemId, (p) => {
    const width = clamp(p.width + step, MIN_SIDE, plan.width);
    const height = clamp(p.height + step, MIN_SIDE, plan.height);
    return { ...p, width, height, x: p.x - (width - p.width) / 2, y: p.y - (height - p.height) / 2 };
  });
}

/** Turns a table clockwise by `degrees` (wrapping at 360). */
export function rotateItem(plan: FloorPlanDraft, itemId: string, degrees: number): FloorPlanDraft {
  return change(plan, itemId, (p) => ({ ...p, rotation: (((p.rotation + degrees) % 360) + 360) % 360 }));
}

/** Switches a table between round and rectangular; a round table is as wide as it is high. */
export function toggleShape(plan: FloorPlanDraft, itemId: string): FloorPlanDraft {
  return change(plan, itemId, (p) => {
    if (p.shape === Shape.ROUND) return { ...p, shape: Shape.RECTANGLE };
    const side = Math.max(p.width, p.height);
    return { ...p, shape: Shape.ROUND, width: side, height: side };
  });
}

/** Takes a table off the plan (it stays a table of the store). */
export function removeItem(plan: FloorPlanDraft, itemId: string): FloorPlanDraft {
  return { ...plan, placements: plan.placements.filter((p) => p.storeTableItemId !== itemId) };
}

/** Drops placements of items the store no longer has (a table deleted since the plan was saved). */
export function withoutMissing(plan: FloorPlanDraft, itemIds: ReadonlySet<string>): FloorPlanDraft {
  return { ...plan, placements: plan.placements.filter((p) => itemIds.has(p.storeTableItemId)) };
}
