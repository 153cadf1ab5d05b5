export { PageShell, type PageShellProps } from './page-shell';
export { DockedContactButton, contactOffered } from './contact-button';
export { REACH_BOTTOM_DISTANCE_LIST, REACH_BOTTOM_DISTANCE_COMPLETION_USER } from './page-options';
