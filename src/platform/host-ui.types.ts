// The host's own toast and dialogs (Taro's showToast / showModal): native in the
// mini-programs, Taro's DOM versions in H5. services/feedback.ts decides what to show.

export interface HostModalOptions {
  content: string;
  showCancel: boolean;
  confirmText: string;
  cancelText?: string;
}

/** Shows a text toast for `durationMs`; never throws (a refused toast is dropped). */
export type HostToast = (text: string, durationMs: number) => void;

/** Shows a modal; resolves true on confirm, false on cancel, rejects if the host refuses it. */
export type HostModal = (options: HostModalOptions) => Promise<boolean>;

/** Lets the person pick up to `count` compressed images; resolves their local paths, rejects when cancelled. */
export type HostChooseImages = (count: number) => Promise<string[]>;
