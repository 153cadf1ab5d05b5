export { ErrorBoundary } from './error-boundary';
export { ErrorScreen, errorReport } from './error-screen';
