declare function taroFieldWatchGuardLoader(source: string): string;
declare namespace taroFieldWatchGuardLoader {
  function guardFieldWatchers(source: string): string;
}
export = taroFieldWatchGuardLoader;
