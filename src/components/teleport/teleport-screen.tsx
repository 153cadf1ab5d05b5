import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { LoginRequired } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { NOT_FOUND_REDIRECT_MS, ROUTES } from '@/routing/routes';
import { planTeleport } from '@/routing/teleport';
import { enterTeleportMode } from '@/routing/teleport-mode';
import { useRootStore } from '@/stores';
import '@/i18n/shared-pages-texts';
import '@/stores/login-app';

/**
 * The redirect page (spec: teleport): `?target=` and the target's parameters, from
 * a short link, a QR code or a notification. Waits for the session, asks for a
 * login when the target needs one, puts the app in the target's mode and replaces
 * itself with the target; an unknown target (or a staff page for someone who is
 * not staff there) goes home after the not-found delay.
 */
function TeleportScreenView({ dinerOnly = false }: { dinerOnly?: boolean }) {
  const { t } = useTranslation();
  const store = useRootStore();
  const { session, navigator, login } = store;
  const { target, ...params } = useRouter().params;
  const key = JSON.stringify([target, params]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the target and its parameters
  const plan = useMemo(() => planTeleport(target, params, { dinerOnly }), [key, dinerOnly]);
  const [problem, setProblem] = useState<'unknown' | 'notStaff' | null>(plan.kind === 'unknown' ? 'unknown' : null);
  const waitsForLogin = plan.kind === 'go' && plan.login && session.checked && !session.loggedIn;

  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => void navigator.reLaunch(ROUTES.home), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [problem, navigator]);

  useEffect(() => {
    if (plan.kind !== 'go' || !session.checked) return;
    if (plan.login && !session.loggedIn) {
      // After the login the flow comes back here, and this runs again.
      login.start({ relogin: true });
      return;
    }
    let gone = false;
    void (async () => {
      const outcome = await enterTeleportMode(store, plan);
      if (gone) return;
      if (outcome === 'notStaff') setProblem('notStaff');
      else await navigator.redirectTo(plan.url);
    })();
    return () => {
      gone = true;
    };
  }, [plan, session.checked, session.loggedIn, store, navigator, login]);

  return (
    <PageShell title={t('sharedPages.teleport.title')}>
      {problem ? (
        <StateView
          state='empty'
          text={problem === 'unknown' ? t('sharedPages.teleport.unknown') : t('sharedPages.teleport.notStaff')}
        />
      ) : waitsForLogin ? (
        <LoginRequired />
      ) : (
        <StateView state='loading' text={t('sharedPages.teleport.going')} />
      )}
    </PageShell>
  );
}

export const TeleportScreen = observer(TeleportScreenView);
