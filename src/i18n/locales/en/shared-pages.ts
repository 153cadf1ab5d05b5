import type { SharedPagesMessages } from '../zh-hans-on-demand';

export const enSharedPages: SharedPagesMessages = {
  sharedPages: {
    modalItem: {
      title: 'Details',
      unknown: 'This page does not exist. Going home…',
    },
    notice: {
      title: 'Booking notice',
      empty: 'This restaurant has no booking notice',
      readAll: 'Read all',
    },
    teleport: {
      title: 'Opening',
      going: 'On the way…',
      unknown: 'This link is not valid any more. Going home…',
      notStaff: 'You do not manage this store. Going home…',
    },
    storePreview: {
      title: 'Store preview',
      banner: 'This is the store page diners see; booking is off here',
      noStore: 'Choose a store on the management tab first',
      entry: 'Preview the store page',
    },
    account: {
      section: 'My account',
      nickname: 'Change my nickname',
    },
    welcome: {
      title: 'Welcome',
      headline: 'Welcome to table booking and feasts',
      pointFind: 'Find restaurants near you, with their menus, photos and booking notices',
      pointBook: 'Pick a date, a time and your party, book a table and pay the deposit online',
      pointManage: 'See, change or cancel your bookings any time, and chat with the restaurant',
      language: 'Choose your language',
      start: 'Get started',
    },
  },
};
