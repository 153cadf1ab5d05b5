import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Session } from '../gen/identity/v1/user_session_service_pb';
import type { Api } from '../services/api';
import type { LoadStatus } from './client-config.store';

export interface PassportCode {
  code: string;
  /** When it stops working, in ms since the epoch (device clock). */
  expiresAt: number;
}

/**
 * The person's live sessions on their devices (the me page): listing, kicking one out,
 * and a passport code that logs another browser in as the same person (spec section 7).
 */
export class DeviceSessionsStore {
  list: Session[] = [];
  status: LoadStatus = 'idle';
  passport: PassportCode | null = null;

  constructor(
    private readonly api: Api,
    userId: () => string,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'api' | 'now'>(this, { api: false, now: false }, { autoBind: true });
    reaction(userId, () => this.clear());
  }

  clear(): void {
    this.list = [];
    this.status = 'idle';
    this.passport = null;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const { list } = await this.api.userSession.listSessions({});
      runInAction(() => {
        this.list = list;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** Ends another session of the person's; that device must log in again. */
  async kickOut(id: string): Promise<boolean> {
    try {
      await this.api.userSession.kickOutSession({ sessionId: id });
      runInAction(() => {
        this.list = this.list.filter((session) => session.id !== id);
      });
      return true;
    } catch {
      return false;
    }
  }

  async createPassport(): Promise<PassportCode | null> {
    try {
      const { passportCode, expireSeconds } = await this.api.userSession.createSessionPassportCode({});
      const passport = { code: passportCode, expiresAt: this.now() + expireSeconds * 1000 };
      runInAction(() => {
        this.passport = passport;
      });
      return passport;
    } catch {
      return null;
    }
  }

  closePassport(): void {
    this.passport = null;
  }
}
