// The shared field editor's entry in merchant mode (the person's own account): bundled,
// while the rest of sharedPages loads with its pages (shared-pages.ts), so the staff
// pages do not carry the shared pages' texts for two entries.
export const zhHansSharedAccount = {
  sharedPages: {
    account: {
      section: '我的账户',
      nickname: '修改昵称',
    },
  },
};
