export { FloorPlan, type FloorPlanProps } from './floor-plan';
export { layoutFloor, type FloorLayout, type FloorTile } from './floor-plan-layout';
