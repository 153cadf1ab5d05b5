import type { zhHansStaffDepositPolicy } from '../zh-hans/staff-deposit-policy';

// A store's deposit policies and deposit settings (store-deposit-policy page).
export const enStaffDepositPolicy: typeof zhHansStaffDepositPolicy = {
  depositPolicy: {
    title: 'Deposit rules',
    linkHint: 'Deposits by shift and party size, and refunds on arrival',
    policies: 'Deposit rules',
    none: 'No deposit',
    noneHint: 'New bookings pay no deposit.',
    howApplied:
      'When a booking matches several rules, a rule for its shift beats one for all shifts, then the narrowest party range wins.',
    allShifts: 'All shifts',
    unknownShift: 'Deleted shift',
    peopleFrom: '{{min}}+ people',
    peopleExactly: '{{min}} people',
    peopleRange: '{{min}}–{{max}} people',
    perPerson: '{{amount, money}} per person',
    perParty: '{{amount, money}} per party',
    free: 'No deposit',
    add: 'Add a rule',
    addTitle: 'New deposit rule',
    editTitle: 'Edit deposit rule',
    shift: 'Shift',
    minPeople: 'At least (people)',
    maxPeople: 'At most (people, empty: no limit)',
    mode: 'Charged',
    PER_PERSON: 'Per person',
    PER_PARTY: 'Per party',
    amount: 'Amount ({{currency, currencyUnit}})',
    confirmDelete: 'Delete the deposit rule "{{name}}"?',
    refundOnArrival: 'Refund the deposit on arrival',
    refundOnArrivalHint:
      "On: confirming a guest's arrival refunds their deposit. Off: the store refunds, deducts or keeps it by hand.",
    errors: {
      minPeople: 'At least: a whole number from 1 to 1000',
      maxPeople: 'At most: a whole number from 1 to 1000, or empty',
      range: 'At least cannot be more than at most',
      duplicate: 'A rule for this shift and party range exists',
      amountEmpty: 'Enter an amount',
      amountFormat: 'Enter a valid amount, at most two decimals',
      amountTooMuch: 'At most {{amount, money}} per rule',
    },
  },
};
