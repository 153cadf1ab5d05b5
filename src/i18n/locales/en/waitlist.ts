import type { zhHansWaitlist } from '../zh-hans/waitlist';

// diner app: the waitlist for full booking slots (join on the booking page, my waitlist).
export const enWaitlist: typeof zhHansWaitlist = {
  waitlist: {
    page: 'My waitlist',
    entry: 'My waitlist',
    join: {
      open: 'Time you want is full? Join the waitlist',
      dayFull: '{{date}} is fully booked',
      title: 'Join the waitlist',
      hint: 'When a table frees up we tell you in the order you joined and hold it for you for 15 minutes.',
      from: 'Earliest',
      to: 'Latest',
      name: 'Name for the booking',
      namePlaceholder: 'Enter a name',
      submit: 'Join the waitlist',
      joined: 'You are on the waitlist',
      windowInvalid: 'The latest time cannot be before the earliest',
    },
    status: {
      WAITING: 'Waiting',
      OFFERED: 'Table free',
      BOOKED: 'Booked',
      EXPIRED: 'Expired',
      CANCELLED: 'Left',
    },
    window: '{{date}} {{from}}–{{to}}',
    people: '{{count}} guests',
    place: 'Number {{place}} in line',
    offer: {
      held: 'A table at {{time}} is held for you',
      countdown: '{{time}} left',
      bookNow: 'Book now',
      lapsed: 'The hold has lapsed',
      slotGone: 'That table was just taken; you keep your place on the waitlist',
    },
    booked: 'View booking',
    leave: 'Leave the waitlist',
    leaveAsk: 'Leave the waitlist?',
    left: 'You left the waitlist',
    confirm: 'Confirm',
    back: 'Back',
    empty: 'You are not on any waitlist',
  },
};
