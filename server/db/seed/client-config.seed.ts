import { create, toJson } from '@bufbuild/protobuf';
import {
  ArticleDisplayMode,
  ClientConfigBodySchema,
  ColorScheme,
  PageModule_Type,
} from '@gen/platform/v1/client_config_pb';

/** The platform's default config: the spec's flags, and a home built from blocks. */
export function defaultClientConfigBody(appName: string) {
  return toJson(
    ClientConfigBodySchema,
    create(ClientConfigBodySchema, {
      common: {
        appName,
        primaryColor: '#b08d57',
        textColorOnPrimary: '#ffffff',
        globalContactEnabled: true,
        colorScheme: ColorScheme.LIGHT,
        shareTitle: appName,
        useReservationText: false,
      },
      flags: {
        theme: ColorScheme.GREEN,
        merchantApp: false,
        noStore: false,
        oneStore: false,
        showBookingCalendar: false,
        showNoticePage: true,
        showBookingConfirmRemark: true,
        showStoreMenu: false,
        showStoreLocation: false,
        showStoreHeaderInfo: true,
        showStoreTitle: false,
        showStoreFeastHistory: true,
        articleDisplayMode: ArticleDisplayMode.NORMAL,
        articleDisplayOrder: ArticleDisplayMode.NORMAL,
      },
      pageList: [
        {
          type: 'home',
          colorScheme: ColorScheme.LIGHT,
          moduleList: [
            { type: PageModule_Type.GLOBAL_SEARCH },
            { type: PageModule_Type.BOOKING_ORDER_CARD },
            // No title: the client names the list in the reader's language; a
            // configured title is one language's text for everyone.
            { type: PageModule_Type.STORE_LIST },
          ],
        },
      ],
    }),
  );
}

/** A single-merchant branded config owned by the merchant. */
export function merchantClientConfigBody(merchantName: string, merchantId: string) {
  return toJson(
    ClientConfigBodySchema,
    create(ClientConfigBodySchema, {
      common: {
        appName: merchantName,
        primaryColor: '#8c2f39',
        textColorOnPrimary: '#ffffff',
        globalContactEnabled: true,
        colorScheme: ColorScheme.LIGHT,
        merchantId,
        shareTitle: merchantName,
      },
      flags: {
        theme: ColorScheme.GREEN,
        merchantApp: true,
        showNoticePage: true,
        showBookingConfirmRemark: true,
        showStoreHeaderInfo: true,
        showStoreFeastHistory: true,
        articleDisplayMode: ArticleDisplayMode.NORMAL,
        articleDisplayOrder: ArticleDisplayMode.NORMAL,
      },
      merchantLanding: { logoWidthPx: 140, logoHeightPx: 140, logoOffsetPx: 0 },
      pageList: [
        {
          type: 'home',
          moduleList: [
            { type: PageModule_Type.MERCHANT_LANDING },
            { type: PageModule_Type.STORE_LIST, title: 'Our restaurants' },
          ],
        },
      ],
    }),
  );
}
