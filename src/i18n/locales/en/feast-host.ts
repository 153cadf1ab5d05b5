import type { zhHansFeastHost } from '../zh-hans/feast-host';

export const enFeastHost: typeof zhHansFeastHost = {
  feastHost: {
    page: { create: 'Host a feast', edit: 'Edit my feast', host: 'My hosted feast' },
    entry: {
      here: 'Host a feast here',
      notHere:
        'This restaurant hasn’t enabled diner-hosted feasts for you. To host here, ask the restaurant to add your phone number as a feast host.',
      contact: 'Contact the restaurant',
    },
    form: {
      note: 'Your feast follows the same rules, limits and deposit policy as the restaurant’s own feasts. The restaurant reviews it; once approved you can publish it.',
      submitted: 'Sent to the restaurant for review',
    },
    hint: {
      WAIT_AUDIT: 'Waiting for the restaurant’s review. A change sends it for review again.',
      WAIT_PUBLISH:
        'Approved by the restaurant. Publish it and the restaurant sets tables aside; then others can join.',
      FORMING: 'Open for joining. It goes ahead if enough seats are paid by the deadline.',
      SUCCESS: 'It is going ahead: see you at the restaurant.',
      FINISHED: 'This feast has finished.',
      CLOSED: 'This feast is closed.',
    },
    action: {
      edit: 'Edit',
      publish: 'Publish',
      close: 'Close the feast',
      answer: 'Answer',
      view: 'View the feast page',
      manage: 'Manage',
    },
    ask: {
      publish:
        'Once published, the restaurant sets tables aside and others can join and pay their deposits. Publish now?',
      close: 'Close the feast? It will be called off.',
      closeWithMembers: 'Close the feast? {{count}} seats are taken; every deposit paid is refunded in full.',
      closeWithMembers_one: 'Close the feast? {{count}} seat is taken; every deposit paid is refunded in full.',
    },
    closeRemark: 'Reason for closing (optional, members see it)',
    published: 'Published: open for joining',
    closed: 'Feast closed; deposits paid are being refunded',
    members: { title: 'Members and deposits', empty: 'Nobody has joined yet' },
    money: {
      title: 'Deposits in all',
      paid: 'Received {{amount, money}}',
      held: 'Held {{amount, money}}',
      refunding: 'Refunding {{amount, money}}',
      refunded: 'Refunded {{amount, money}}',
      forfeited: 'Kept {{amount, money}}',
    },
    questions: {
      title: 'Members’ questions',
      empty: 'No questions yet',
      placeholder: 'Your answer',
      saved: 'Answered',
    },
  },
};
