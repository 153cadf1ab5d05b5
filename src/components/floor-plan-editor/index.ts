export { FloorPlanEditor } from './floor-plan-editor';
