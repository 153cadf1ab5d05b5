import { CookieJar, splitSetCookie } from '@/platform/cookie-jar';
import { createMemoryStorage } from '@/platform/memory-storage';

describe('cookie jar', () => {
  it('splits joined Set-Cookie headers without breaking Expires dates', () => {
    expect(splitSetCookie('sid=abc; Path=/; Expires=Wed, 21 Oct 2099 07:28:00 GMT; HttpOnly, lang=en; Path=/')).toEqual(
      ['sid=abc; Path=/; Expires=Wed, 21 Oct 2099 07:28:00 GMT; HttpOnly', 'lang=en; Path=/'],
    );
  });

  it('keeps cookies across instances and sends them back', () => {
    const storage = createMemoryStorage();
    new CookieJar(storage).store(['sid=abc; Path=/; HttpOnly', 'lang=en']);
    expect(new CookieJar(storage).header()).toBe('sid=abc; lang=en');
  });

  it('replaces a cookie and deletes one the server expires', () => {
    const jar = new CookieJar(createMemoryStorage());
    jar.store(['sid=abc', 'lang=en']);
    jar.store(['sid=def', 'lang=; Max-Age=0']);
    expect(jar.header()).toBe('sid=def');
  });

  it('drops a cookie once its lifetime is over', () => {
    let now = 1_000_000;
    const jar = new CookieJar(createMemoryStorage(), () => now);
    jar.store(['sid=abc; Max-Age=60']);
    expect(jar.header()).toBe('sid=abc');
    now += 61_000;
    expect(jar.header()).toBe('');
  });
});
