import type { zhHansAdminLinks } from '../zh-hans/admin-links';

export const enAdminLinks: typeof zhHansAdminLinks = {
  adminLinks: {
    title: 'Short links and QR codes',
    new: 'New short link',
    target: 'Page it opens',
    targetHint:
      'A page of this app (such as /pages/sub-user/store-detail/index?storeId=1) or an address on the platform’s own sites',
    key: 'Key (optional, picked for you when empty)',
    create: 'Make short link',
    created: 'Made',
    list: 'Short links',
    empty: 'No short links yet',
    showQr: 'QR code',
    hideQr: 'Hide',
    save: 'Save new page',
    saved: 'Saved',
    delete: 'Delete',
    askDelete: 'Delete the short link {{url}}? QR codes already printed will stop working.',
    deleted: 'Deleted',
  },
};
