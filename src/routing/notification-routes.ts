// Notifications and invitations: the staff pages of spec section 2 this area adds.
export const NOTIFICATION_ROUTES = {
  invitationStyleList: '/pages/sub-store/invitation-style-list/index',
  invitationSetting: '/pages/sub-store/invitation-setting/index',
  autoPushSmsConfig: '/pages/sub-store/auto-push-sms-config/index',
  officialNotification: '/pages/sub-store/store-official-notification/index',
} as const;

/** The same pages as app.config.ts lists them in the sub-store subpackage. */
export const NOTIFICATION_PAGES = ['invitation-style-list/index', 'invitation-setting/index'];
