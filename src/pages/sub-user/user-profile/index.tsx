import { Cell } from '@nutui/nutui-react-taro';
import { isGuestLanguage } from '@/common/guest-language';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { dinerTitleName } from '@/components/diner-title';
import { LoginRequired } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { ROUTES } from '@/routing/routes';
import { useRootStore } from '@/stores';
import '@/stores/login-app';
import { displayPhone } from '@/common/phone-number';
import type { EditableField } from '@/components/update-cell';
import '@/i18n/me-texts';
import '@/i18n/login-texts';

/**
 * The person's profile: nickname, the verified phone (which cannot change, spec
 * section 5), and the current diner record, each row opening update-cell.
 */
function UserProfilePage() {
  const { t } = useTranslation();
  const { session, account, navigator } = useRootStore();
  const user = session.user;

  useEffect(() => {
    if (session.phoneLoggedIn) void account.loadDiners();
  }, [account, session.phoneLoggedIn]);

  if (!user) {
    return (
      <PageShell title={t('account.profile.title')}>
        <LoginRequired />
      </PageShell>
    );
  }

  const edit = (field: EditableField) => () => void navigator.navigateTo(`${ROUTES.updateCell}?field=${field}`);
  const notSet = t('account.profile.notSet');
  const diner = account.currentDiner;

  return (
    <PageShell title={t('account.profile.title')}>
      <Cell.Group>
        <Cell
          className='user-profile__nickname'
          title={t('account.profile.nickname')}
          extra={user.nickname || notSet}
          clickable
          onClick={edit('nickname')}
        />
        {user.phone ? (
          <Cell
            className='user-profile__phone'
            title={t('account.profile.phone')}
            description={user.phoneVerified ? t('account.profile.phoneLocked') : undefined}
            extra={displayPhone(user.phoneRegionCode, user.phone)}
          />
        ) : (
          <Cell
            className='user-profile__phone'
            title={t('account.profile.phone')}
            extra={notSet}
            clickable
            onClick={() => void navigator.navigateTo(ROUTES.loginPhone)}
          />
        )}
      </Cell.Group>
      {user.phone && (
        <Cell.Group title={t('account.profile.diner')}>
          {diner ? (
            <>
              <Cell
                className='user-profile__title'
                title={t('account.profile.dinerTitle')}
                extra={t(`login.dinerTitle.${dinerTitleName(diner.title)}`)}
                clickable
                onClick={edit('title')}
              />
              <Cell
                className='user-profile__last-name'
                title={t('account.profile.lastName')}
                extra={diner.lastName || notSet}
                clickable
                onClick={edit('lastName')}
              />
              <Cell
                className='user-profile__first-name'
                title={t('account.profile.firstName')}
                extra={diner.firstName || notSet}
                clickable
                onClick={edit('firstName')}
              />
              <Cell
                className='user-profile__email'
                title={t('account.profile.email')}
                extra={diner.email || notSet}
                clickable
                onClick={edit('email')}
              />
              <Cell
                className='user-profile__language'
                title={t('account.profile.preferredLanguage')}
                extra={isGuestLanguage(diner.preferredLanguage) ? t(`language.${diner.preferredLanguage}`) : notSet}
                clickable
                onClick={() => void navigator.navigateTo(`${ROUTES.selectLanguage}?for=diner`)}
              />
            </>
          ) : account.dinersStatus === 'ready' ? (
            <Cell
              className='user-profile__complete'
              title={t('account.profile.diner')}
              extra={t('account.profile.completeDiner')}
              clickable
              onClick={() => void navigator.navigateTo(ROUTES.completionUser)}
            />
          ) : (
            <Cell
              title={account.dinersStatus === 'error' ? t('common.retry') : t('common.loading')}
              clickable={account.dinersStatus === 'error'}
              onClick={() => account.dinersStatus === 'error' && void account.loadDiners()}
            />
          )}
        </Cell.Group>
      )}
    </PageShell>
  );
}

export default observer(UserProfilePage);
