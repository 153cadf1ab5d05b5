import type { zhHansAdminMerchants } from '../zh-hans/admin-merchants';

export const enAdminMerchants: typeof zhHansAdminMerchants = {
  adminMerchants: {
    pickHint: 'Choose a merchant to edit it and its stores',
    edit: 'Edit merchant',
    save: 'Save',
    saved: 'Saved',
    close: 'Close',
    disabled: 'Disabled',
    disable: 'Disable',
    enable: 'Enable',
    disableMerchantAsk: 'Disable {{name}}? Its staff can no longer act and diners no longer see its stores.',
    enableMerchantAsk: 'Enable {{name}} again?',
    disableStoreAsk: 'Disable the store {{name}}? Its staff can no longer act for it and diners no longer see it.',
    stores: 'Stores',
    noStores: 'This merchant has no stores yet',
  },
};
