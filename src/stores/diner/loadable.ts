import { makeAutoObservable, runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** One thing read from the server (a menu, an article, an order), with its state for the page. */
export class Loadable<T> {
  state: LoadState = 'idle';
  value: T | null = null;

  constructor(private readonly fetch: () => Promise<T>) {
    makeAutoObservable<this, 'fetch'>(this, { fetch: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = this.value === null ? 'loading' : this.state;
    try {
      const value = await this.fetch();
      runInAction(() => {
        this.value = value;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        this.state = this.value === null ? 'error' : 'ready';
      });
    }
  }

  /** Replaces the value (an answer that carried the updated thing). */
  set(value: T): void {
    this.value = value;
    this.state = 'ready';
  }
}
