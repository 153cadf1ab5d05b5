export { AgreementLine } from './agreement-line';
export { AgreementDialog } from './agreement-dialog';
export { openLegalPage } from './legal-link';
