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
    newStore: 'New store',
    storeName: 'Store name',
    storeNameIn: { zhHans: 'Name in Simplified Chinese', zhHant: 'Name in Traditional Chinese', en: 'Name in English' },
    storeNamesHint: 'A name left blank reads as the store name.',
    storeAddress: 'Address',
    storeCity: 'City',
    storeZone: 'Time zone',
    storeCurrency: 'Currency',
    storeFixedHint:
      "A store's time zone and currency cannot change once it takes money. The merchant's managers set up the new store.",
    createStore: 'Add store',
    storeCreated: 'Store "{{name}}" added',
    zone: { Asia_Shanghai: 'Mainland China (Shanghai)', Asia_Hong_Kong: 'Hong Kong', Asia_Macau: 'Macau' },
    currency: { CNY: 'Renminbi (CNY)', HKD: 'Hong Kong dollar (HKD)', MOP: 'Macau pataca (MOP)' },
  },
};
