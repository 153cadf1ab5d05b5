// The administrator's regions, holidays and articles pages' stores, built once
// over the root store's transport. Only those pages import this module.
import { createAdminContentApi, type AdminContentApi } from '../../services/admin-content-api';
import { requestHeaders } from '../../services/request-headers';
import type { RootStore } from '../root.store';
import { ArticlesStore } from './articles.store';
import { HolidaysStore } from './holidays.store';
import { RegionsStore } from './regions.store';
import { currentPagePath } from '../../routing/page-stack';

const apis = new WeakMap<RootStore, AdminContentApi>();
const regions = new WeakMap<RootStore, RegionsStore>();
const holidays = new WeakMap<RootStore, HolidaysStore>();
const articles = new WeakMap<RootStore, ArticlesStore>();

function apiOf(root: RootStore): AdminContentApi {
  const known = apis.get(root);
  if (known) return known;
  const made = createAdminContentApi(root.transport);
  apis.set(root, made);
  return made;
}

function once<S>(map: WeakMap<RootStore, S>, root: RootStore, make: () => S): S {
  const known = map.get(root);
  if (known) return known;
  const made = make();
  map.set(root, made);
  return made;
}

export const regionsStore = (root: RootStore) => once(regions, root, () => new RegionsStore(apiOf(root)));
export const holidaysStore = (root: RootStore) => once(holidays, root, () => new HolidaysStore(apiOf(root)));
export const articlesStore = (root: RootStore) =>
  once(
    articles,
    root,
    () =>
      new ArticlesStore(apiOf(root), {
        apiBase: () => root.apiBase,
        headers: () => requestHeaders(root.platform, currentPagePath),
      }),
  );

export { ArticlesStore, HolidaysStore, RegionsStore };
export { emptyArticleDraft, type ArticleDraft } from './articles.store';
