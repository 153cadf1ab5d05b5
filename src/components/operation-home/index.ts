export { OperationHome } from './operation-home';
