import { makeAutoObservable } from 'mobx';

/**
 * The user agreement and privacy policy (spec sections 2 and 5): ticked on the login
 * screens, or agreed in the dialog a login opens when it is not. Kept for this run
 * only, so each login after a log-out asks again.
 */
export class AgreementStore {
  agreed = false;
  dialogOpen = false;
  private afterAgreement: (() => void) | null = null;

  constructor() {
    makeAutoObservable<this, 'afterAgreement'>(this, { afterAgreement: false }, { autoBind: true });
  }

  setAgreed(agreed: boolean): void {
    this.agreed = agreed;
  }

  /** Runs the action once the agreement is ticked; otherwise its dialog asks first. */
  withAgreement(action: () => void): void {
    if (this.agreed) {
      action();
      return;
    }
    this.afterAgreement = action;
    this.dialogOpen = true;
  }

  /** The dialog's 'agree and login': ticks it and goes on with what asked. */
  agreeAndContinue(): void {
    const action = this.afterAgreement;
    this.agreed = true;
    this.dialogOpen = false;
    this.afterAgreement = null;
    action?.();
  }

  /** The dialog's 'wait'. */
  dismiss(): void {
    this.dialogOpen = false;
    this.afterAgreement = null;
  }

  reset(): void {
    this.dismiss();
    this.agreed = false;
  }
}
