import type { LegalDocument, LegalDocumentName } from './legal-document';

export const EN_LEGAL: Record<LegalDocumentName, LegalDocument> = {
  'user-agreement': {
    title: 'User Agreement',
    effective: 'Effective 1 November 2025',
    intro:
      'This agreement is between you and FeastBook, the table-booking and group-dining service you reach through our web app and mini programs. By logging in you accept it.',
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          'FeastBook lets you find restaurants, book tables, pay deposits and final payments, and host or join group dinners ("feasts"). Restaurants on FeastBook run their own kitchens and decide on their own bookings; we carry your requests and payments between you and them.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You log in with a phone number and a verification code, or with a WeChat or Alipay account. A phone number belongs to one account, and once verified it cannot be changed.',
          'Keep your devices safe. You can see the devices logged in to your account, and log any of them out, on the Me page.',
        ],
      },
      {
        heading: '3. Bookings, deposits and payments',
        paragraphs: [
          'A booking is confirmed by the restaurant. Deposits, their refunds and their forfeiture follow the rules the restaurant shows before you pay. Amounts are charged by the payment provider you choose.',
          'If you cannot come, cancel in the app as early as you can, so the table can go to someone else.',
        ],
      },
      {
        heading: '4. Feasts',
        paragraphs: [
          'A feast is organised by its host with a restaurant. Joining may require a deposit. The host may limit who sees and shares a feast; you may not join your own feast as a participant.',
        ],
      },
      {
        heading: '5. How you use FeastBook',
        paragraphs: [
          'Do not make bookings you do not mean to keep, impersonate restaurants or staff, or post abusive content. Nicknames and messages that break these rules may be refused or removed, and accounts that abuse the service may be suspended.',
        ],
      },
      {
        heading: '6. Liability',
        paragraphs: [
          'We work to keep FeastBook available and correct, but a restaurant is responsible for its food, its service and its premises. Nothing in this agreement limits rights you have under consumer protection law.',
        ],
      },
      {
        heading: '7. Changes',
        paragraphs: [
          'We may update this agreement. We will show the new version in the app before it applies; if you keep using FeastBook afterwards, you accept it.',
        ],
      },
      {
        heading: '8. Contact',
        paragraphs: ['Questions about this agreement: use "Contact us" in the app.'],
      },
    ],
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    effective: 'Effective 1 November 2025',
    intro: 'This policy explains what FeastBook collects about you, why, who sees it, and how long we keep it.',
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Your phone number and its region; the nickname and avatar you choose; the diner details you give (name, title, email and dining preferences); your bookings, feasts and payments; and, for each login, the kind of device, an identifier the app makes for it, and when it was last used.',
          'If you log in with WeChat or Alipay, we receive the account identifier that app gives us and, with your permission, its nickname and avatar.',
        ],
      },
      {
        heading: '2. Why',
        paragraphs: [
          'To log you in and keep your account safe, to pass your bookings and requests to restaurants, to take and refund payments, and to send you the notifications you asked for. We do not sell your information.',
        ],
      },
      {
        heading: '3. Who sees it',
        paragraphs: [
          'A restaurant sees the diner details of the bookings and feasts you make with it. Payment providers see what they need to take a payment. Other diners see only your nickname and avatar, for example in a feast.',
        ],
      },
      {
        heading: '4. How long we keep it',
        paragraphs: [
          'Verification codes are stored only as a hash and deleted within two days. A login ends after 30 days without use, and at most 180 days after it started. Booking and payment records are kept as long as the law requires.',
        ],
      },
      {
        heading: '5. Your choices',
        paragraphs: [
          'You can change your nickname and diner details on the Profile page, log out any device on the Me page, and ask us to correct or delete your information through "Contact us".',
        ],
      },
      {
        heading: '6. Contact',
        paragraphs: ['Questions about your privacy: use "Contact us" in the app.'],
      },
    ],
  },
};
