import { makeAutoObservable, runInAction } from 'mobx';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Where a screen's data stands: loading, ready or failed (the error catalogue has
 * already told the person why; the screen offers a retry). A newer load wins over an
 * older one still in flight.
 */
export class LoadState {
  status: LoadStatus = 'idle';
  private generation = 0;

  constructor() {
    makeAutoObservable<this, 'generation'>(this, { generation: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.status === 'loading';
  }

  /** Runs a load; its result applies only when no newer load started meanwhile. */
  async run<T>(load: () => Promise<T>, apply: (value: T) => void): Promise<boolean> {
    const mine = ++this.generation;
    this.status = 'loading';
    try {
      const value = await load();
      if (mine !== this.generation) return false;
      runInAction(() => {
        apply(value);
        this.status = 'ready';
      });
      return true;
    } catch {
      if (mine === this.generation) runInAction(() => (this.status = 'error'));
      return false;
    }
  }
}

/** Runs a save and tells whether it worked; a failure has been shown by the error catalogue. */
export async function attempt<T>(save: () => Promise<T>): Promise<T | null> {
  try {
    return await save();
  } catch {
    return null;
  }
}
