import { reaction } from 'mobx';

/**
 * The account keeps the interface language: the server writes the person's messages in
 * it. A login sends it too, so only a change while logged in is told here.
 */
export function keepAccountLanguage(deps: {
  language: () => string;
  loggedIn: () => boolean;
  save: (language: string) => Promise<unknown>;
}): void {
  reaction(deps.language, (language) => {
    if (deps.loggedIn()) void deps.save(language).catch(() => undefined);
  });
}
