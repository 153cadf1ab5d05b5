/**
 * The host's update manager (wx.getUpdateManager / my.getUpdateManager): the host
 * checks for a new version at cold start and downloads it in the background; the
 * app decides when to restart into it.
 */
export interface HostUpdateManager {
  onUpdateReady(listener: () => void): void;
  onUpdateFailed(listener: () => void): void;
  applyUpdate(): void;
}
