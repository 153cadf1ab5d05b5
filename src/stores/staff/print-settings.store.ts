import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '@/platform';
import { printPage, setPrintPage, type PrintPageOptions } from '@/platform/print';
import { MARGIN_MM, PRINT_OPTIONS, parsePrintSettings, type PrintField, type PrintSettings } from './print-settings';

export const PRINT_SETTINGS_KEY = 'staff.printSettings';

/** The print preview's settings, kept on the device: a store prints the same way every day. */
export class PrintSettingsStore {
  settings: PrintSettings;

  constructor(private readonly storage: KeyValueStorage) {
    this.settings = parsePrintSettings(storage.get(PRINT_SETTINGS_KEY));
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  set<K extends keyof PrintSettings>(key: K, value: PrintSettings[K]): void {
    this.settings = { ...this.settings, [key]: value };
    this.storage.set(PRINT_SETTINGS_KEY, JSON.stringify(this.settings));
  }

  /** The paper the settings ask for. */
  get page(): PrintPageOptions {
    return { orientation: this.settings.orientation, marginMm: MARGIN_MM[this.settings.margin] };
  }

  /** Sets the page rule for the browser's own print menu too, without printing. */
  applyPage(): void {
    setPrintPage(this.page);
  }

  /** Opens the print dialog; false where the host cannot print (mini-programs). */
  printNow(): boolean {
    return printPage(this.page);
  }

  /** Turns a field on or off, keeping the print order; the last field cannot go. */
  toggleField(field: PrintField): void {
    const on = this.settings.fields.includes(field);
    if (on && this.settings.fields.length === 1) return;
    const next = on ? this.settings.fields.filter((f) => f !== field) : [...this.settings.fields, field];
    this.set(
      'fields',
      PRINT_OPTIONS.fields.filter((f) => next.includes(f)),
    );
  }
}
