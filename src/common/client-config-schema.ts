import {
  ColorScheme,
  Link_Target,
  PageAction_Type,
  PageModule_Type,
  type ClientConfigBody,
  type Link,
} from '../gen/platform/v1/client_config_pb';
import type { ServerMessageKey } from './server-messages';

// The client config's schema beyond what protobuf types say: which enum values
// exist, what a colour is, what each link target needs, and the size limits.
// The editor runs it before saving and the server runs it again before a
// draft is kept or published; the server also checks the ids links name.

export const CONFIG_LIMITS = { pages: 20, blocksPerPage: 60, actionsPerBlock: 20, imagesPerBlock: 20 } as const;

/** #rgb, #rrggbb or #rrggbbaa: what both hosts' style sheets accept alike. */
const COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isColour(value: string): boolean {
  return COLOUR.test(value);
}

/** Link targets whose subject is a store (its id in targetId). */
export const STORE_TARGETS: readonly Link_Target[] = [
  Link_Target.STORE_DETAIL,
  Link_Target.BOOKING,
  Link_Target.BOOKING_NOTICE,
];

export interface ConfigIssue {
  /** Where, e.g. pageList[0].moduleList[2].link. */
  path: string;
  key: ServerMessageKey;
}

/** The ids a config's links name, for the server to look up. */
export interface ConfigReferences {
  storeIds: string[];
  articleIds: string[];
  merchantIds: string[];
}

function known<E extends object>(enumObject: E, value: number): boolean {
  return value !== 0 && (enumObject as Record<number, string>)[value] !== undefined;
}

function checkLink(link: Link, path: string, issues: ConfigIssue[], refs: ConfigReferences): void {
  if (!known(Link_Target, link.target)) {
    // A plain web link has no target, only a url; neither is no link at all.
    if (link.target === Link_Target.TARGET_UNSPECIFIED && !link.url) return;
    if (link.target === Link_Target.TARGET_UNSPECIFIED) {
      if (!/^https:\/\/[^\s/]+/.test(link.url)) issues.push({ path, key: 'configLinkUrlInvalid' });
      return;
    }
    issues.push({ path, key: 'configLinkTargetUnknown' });
    return;
  }
  const id = link.targetId.trim();
  if (STORE_TARGETS.includes(link.target)) {
    if (!/^\d{1,18}$/.test(id)) issues.push({ path, key: 'configLinkStoreMissing' });
    else refs.storeIds.push(id);
  } else if (link.target === Link_Target.ARTICLE) {
    if (!/^\d{1,18}$/.test(id)) issues.push({ path, key: 'configLinkArticleMissing' });
    else refs.articleIds.push(id);
  } else if (link.target === Link_Target.MERCHANT) {
    if (!/^\d{1,18}$/.test(id)) issues.push({ path, key: 'configMerchantMissing' });
    else refs.merchantIds.push(id);
  }
}

/** Every issue of a config body the schema finds without the database, and the ids it must look up. */
export function checkClientConfig(body: ClientConfigBody): { issues: ConfigIssue[]; refs: ConfigReferences } {
  const issues: ConfigIssue[] = [];
  const refs: ConfigReferences = { storeIds: [], articleIds: [], merchantIds: [] };
  const common = body.common;
  if (common) {
    if (!isColour(common.primaryColor)) issues.push({ path: 'common.primaryColor', key: 'configColourInvalid' });
    if (!isColour(common.textColorOnPrimary)) {
      issues.push({ path: 'common.textColorOnPrimary', key: 'configColourInvalid' });
    }
    if (common.colorScheme !== 0 && !known(ColorScheme, common.colorScheme)) {
      issues.push({ path: 'common.colorScheme', key: 'configColorSchemeUnknown' });
    }
    if (common.merchantId !== '0' && common.merchantId !== '') refs.merchantIds.push(common.merchantId);
  }
  if (body.pageList.length > CONFIG_LIMITS.pages) issues.push({ path: 'pageList', key: 'configTooLarge' });
  body.pageList.forEach((page, p) => {
    const at = `pageList[${p}]`;
    if (!page.type.trim()) issues.push({ path: `${at}.type`, key: 'configPageTypeRequired' });
    if (page.backgroundColor && !isColour(page.backgroundColor)) {
      issues.push({ path: `${at}.backgroundColor`, key: 'configColourInvalid' });
    }
    if (page.moduleList.length > CONFIG_LIMITS.blocksPerPage) {
      issues.push({ path: `${at}.moduleList`, key: 'configTooLarge' });
    }
    page.moduleList.forEach((block, b) => {
      const blockAt = `${at}.moduleList[${b}]`;
      if (!known(PageModule_Type, block.type)) issues.push({ path: `${blockAt}.type`, key: 'configBlockTypeUnknown' });
      if (
        block.actionList.length > CONFIG_LIMITS.actionsPerBlock ||
        block.imageList.length > CONFIG_LIMITS.imagesPerBlock
      ) {
        issues.push({ path: blockAt, key: 'configTooLarge' });
      }
      if (block.link) checkLink(block.link, `${blockAt}.link`, issues, refs);
      block.actionList.forEach((action, a) => {
        const actionAt = `${blockAt}.actionList[${a}]`;
        if (!known(PageAction_Type, action.type))
          issues.push({ path: `${actionAt}.type`, key: 'configActionTypeUnknown' });
        else if (
          action.type === PageAction_Type.LINK &&
          (!action.link || (action.link.target === Link_Target.TARGET_UNSPECIFIED && !action.link.url))
        ) {
          // A link action that leads nowhere would be a dead row on the diner's page.
          issues.push({ path: `${actionAt}.link`, key: 'configLinkTargetUnknown' });
        }
        if (action.link) checkLink(action.link, `${actionAt}.link`, issues, refs);
      });
    });
  });
  return { issues, refs };
}
