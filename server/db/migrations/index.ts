import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-reference-data';
import * as m0003 from './0003-jobs';
// identity
import * as m0100 from './0100-identity';
// booking engine (stores, tables, orders)
import * as m0200 from './0200-store-profile';
import * as m0201 from './0201-store-tables';
import * as m0202 from './0202-booking-settings';
import * as m0203 from './0203-booking-orders';
import * as m0204 from './0204-store-settings-version';
// deposits and final payments
import * as m0210 from './0210-booking-order-payments';

// payments
import * as m0300 from './0300-payments';
import * as m0301 from './0301-payment-sandbox';
// diner app
import * as m0500 from './0500-diner-content';
// diner CRM
import * as m0700 from './0700-crm';
// staff app: bookings
import * as m0600 from './0600-booking-board-seq';
// booking speed
import * as m0710 from './0710-occupancy-store-time';
import * as m0720 from './0720-order-place-names';
import * as m0730 from './0730-order-store-keys';
import * as m0731 from './0731-board-seq-default';
// several instances: shared request guards, shared provider tokens
import * as m0800 from './0800-shared-request-guards';
import * as m0801 from './0801-provider-access-token';
// feasts
import * as m1000 from './1000-feasts';
// messages
import * as m1100 from './1100-im';
// notifications and invitations
import * as m1200 from './1200-notifications';
import * as m1201 from './1201-invitation-templates';
// bookings of blacklisted diners
import * as m1300 from './1300-blacklist-booking-policy';
// retry-safe money calls
import * as m1310 from './1310-idempotency-keys';
import * as m1400 from './1400-intl-names';
import * as m1410 from './1410-intl-menus';
import * as m1500 from './1500-fapiao-titles';
import * as m1510 from './1510-order-delete';
import * as m1520 from './1520-captcha';
// private dining (book-out) requests
import * as m1600 from './1600-book-out-forms';
// third-party group-buying orders
import * as m1700 from './1700-group-buying';
// ticketing events, vouchers and dynamic codes
import * as m1800 from './1800-ticketing';
// reports and settlement
import * as m1900 from './1900-report-indexes';
import * as m1910 from './1910-settlement';
// the client config editor
import * as m2000 from './2000-client-config-editor';
import * as m2100 from './2100-merchant-disable';
import * as m2101 from './2101-short-links';
import * as m2102 from './2102-platform-overview';
// the mall: catalogue, stock and delivery addresses
import * as m2200 from './2200-mall-catalogue';
// mall orders, shipments and the seller mall config
import * as m2300 from './2300-mall-orders';
import * as m2310 from './2310-mall-shipment-carriers';
// product items on booking orders
import * as m2400 from './2400-order-product-items';
// the administrators' feast audit queue
import * as m2450 from './2450-feast-audit-queue';
// the administrator's regions, holiday dates and articles
import * as m2500 from './2500-admin-content';
import * as m2600 from './2600-settlement-adjustments';
import * as m2700 from './2700-phone-trunk-zero';
// a store's currency
import * as m2800 from './2800-store-currency';
import * as m2801 from './2801-amount-currency';
import * as m2810 from './2810-group-buy-voucher-uses';
import * as m3000 from './3000-walk-in-queue';
import * as m3100 from './3100-user-language';
import * as m3300 from './3300-feast-closed-by';
import * as m3320 from './3320-order-shift-intl-name';
import * as m3410 from './3410-booking-walk-in-source';
import * as m3500 from './3500-ticketing-purchases-refunds';
import * as m3600 from './3600-door-codes';
import * as m3650 from './3650-ticketing-intl-texts';
import * as m3660 from './3660-mall-intl-texts';
import * as m3700 from './3700-shift-pacing';
import * as m3800 from './3800-booking-waitlist';
import * as m3900 from './3900-staff-names';

// Listed, not discovered: a migration ships with the code that needs it and
// runs in name order. Each area numbers its own range (identity 0100, booking
// 0200, payments 0300, shell 0400); keep this list in name order.
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-reference-data': m0002,
  '0003-jobs': m0003,
  // identity
  '0100-identity': m0100,
  // booking engine (stores, tables, orders)
  '0200-store-profile': m0200,
  '0201-store-tables': m0201,
  '0202-booking-settings': m0202,
  '0203-booking-orders': m0203,
  '0204-store-settings-version': m0204,
  // deposits and final payments
  '0210-booking-order-payments': m0210,
  // payments
  '0300-payments': m0300,
  '0301-payment-sandbox': m0301,
  // diner app
  '0500-diner-content': m0500,
  // staff app: bookings
  '0600-booking-board-seq': m0600,
  // diner CRM
  '0700-crm': m0700,
  // booking speed
  '0710-occupancy-store-time': m0710,
  '0720-order-place-names': m0720,
  '0730-order-store-keys': m0730,
  '0731-board-seq-default': m0731,
  // several instances: shared request guards, shared provider tokens
  '0800-shared-request-guards': m0800,
  '0801-provider-access-token': m0801,
  // feasts
  '1000-feasts': m1000,
  // messages
  '1100-im': m1100,
  // notifications and invitations
  '1200-notifications': m1200,
  '1201-invitation-templates': m1201,
  // bookings of blacklisted diners
  '1300-blacklist-booking-policy': m1300,
  // retry-safe money calls
  '1310-idempotency-keys': m1310,
  // store and shift names per language
  '1400-intl-names': m1400,
  // menu and dish names per language
  '1410-intl-menus': m1410,
  // fapiao titles, staff delete of an order, captcha before SMS
  '1500-fapiao-titles': m1500,
  '1510-order-delete': m1510,
  '1520-captcha': m1520,
  // private dining (book-out) requests
  '1600-book-out-forms': m1600,
  // third-party group-buying orders
  '1700-group-buying': m1700,
  // ticketing events, vouchers and dynamic codes
  '1800-ticketing': m1800,
  // reports and settlement
  '1900-report-indexes': m1900,
  '1910-settlement': m1910,
  // the client config editor: drafts and published editions
  '2000-client-config-editor': m2000,
  // disabled merchants and stores
  '2100-merchant-disable': m2100,
  // short links and their QR codes
  '2101-short-links': m2101,
  // the platform overview's week
  '2102-platform-overview': m2102,
  // the mall: catalogue, stock and delivery addresses
  '2200-mall-catalogue': m2200,
  // mall orders, shipments and the seller mall config
  '2300-mall-orders': m2300,
  // mall parcels handed to a listed carrier: SHIPPED
  '2310-mall-shipment-carriers': m2310,
  // product items on booking orders
  '2400-order-product-items': m2400,
  // the administrators' feast audit queue
  '2450-feast-audit-queue': m2450,
  // the administrator's regions, holiday dates and articles
  '2500-admin-content': m2500,
  // settlement: adjustment items for refunds after a statement
  '2600-settlement-adjustments': m2600,
  // bookings and CRM diners without the trunk '0' the login drops
  '2700-phone-trunk-zero': m2700,
  // every store in its own currency
  '2800-store-currency': m2800,
  '2801-amount-currency': m2801,
  // the group-buying vouchers staff used from the app
  '2810-group-buy-voucher-uses': m2810,
  // the walk-in queue: queue types, shift queues, numbers
  '3000-walk-in-queue': m3000,
  // the language each account reads its messages in
  '3100-user-language': m3100,
  // who closed a feast: its creator or its store
  '3300-feast-closed-by': m3300,
  // the shift's name per language on each order
  '3320-order-shift-intl-name': m3320,
  // walk-ins seated at the host stand: an order source of their own
  '3410-booking-walk-in-source': m3410,
  // several tickets in one purchase paid once; diners cancelling a paid ticket where the event allows it
  '3500-ticketing-purchases-refunds': m3500,
  // a ticket's own code at the door, and the log of redemptions and their undoing
  '3600-door-codes': m3600,
  // event titles, descriptions and ticket names per language
  '3650-ticketing-intl-texts': m3650,
  // mall products, specs and order items per language
  '3660-mall-intl-texts': m3660,
  // kitchen pacing: covers and parties starting per 15 minutes, per shift
  '3700-shift-pacing': m3700,
  // the waitlist for full booking slots: entries, offers and their holds
  '3800-booking-waitlist': m3800,
  // staff members' names, which the order log shows
  '3900-staff-names': m3900,
};
