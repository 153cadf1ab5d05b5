import { makeAutoObservable, runInAction } from 'mobx';
import type { ShortLink } from '../../gen/platform/v1/short_link_pb';
import type { AdminLinkApi } from '../../services/admin-link-api';
import { attempt, LoadState } from '../staff-setup/load-state';

/** The platform's short links, newest first: a new one, another target for one, its removal; the one shown as a QR code. */
export class ShortLinksStore {
  readonly state = new LoadState();
  list: ShortLink[] = [];
  /** The key whose QR code is shown. */
  shownKey = '';

  constructor(
    private readonly api: AdminLinkApi,
    /** The server's origin, which serves the web app under /app. */
    private readonly origin: () => string,
  ) {
    makeAutoObservable<this, 'api' | 'origin'>(this, { api: false, origin: false }, { autoBind: true });
  }

  /** The address a poster prints and the QR code holds. */
  urlOf(key: string): string {
    return `${this.origin().replace(/\/+$/, '')}/app/s/${encodeURIComponent(key)}`;
  }

  async load(): Promise<void> {
    await this.state.run(
      async () => (await this.api.adminShortLink.listShortLinks({ query: { limit: 100 } })).list,
      (list) => (this.list = list),
    );
  }

  show(key: string): void {
    this.shownKey = this.shownKey === key ? '' : key;
  }

  /** Leads a key elsewhere; false when the server refused (it has said why). */
  async update(key: string, target: string): Promise<boolean> {
    const done = await attempt(() => this.api.adminShortLink.updateShortLink({ key, target: target.trim() }));
    if (done) await this.load();
    return done !== null;
  }

  /** Removes a link (the page has asked first); false when the server refused. */
  async remove(key: string): Promise<boolean> {
    const done = await attempt(() => this.api.adminShortLink.deleteShortLink({ key }));
    if (!done) return false;
    runInAction(() => {
      if (this.shownKey === key) this.shownKey = '';
    });
    await this.load();
    return true;
  }

  /** The new link's key, or null when the server refused (it has said why). */
  async create(target: string, key: string): Promise<string | null> {
    const made = await attempt(() =>
      this.api.adminShortLink.createShortLink({ target: target.trim(), key: key.trim() }),
    );
    const created = made?.shortLink?.key;
    if (!created) return null;
    await this.load();
    this.show(created);
    return created;
  }
}
