import { Button, Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { QrCode } from '@/components/diner/qr-code';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { confirmAction, TextField } from '@/components/setup-form';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { shortLinksStore } from '@/stores/admin-links';
import './index.scss';
// the administrator's texts; the page needs none of the staff app
import '@/i18n/admin-texts';

/** Short links and their QR codes (spec: create short link, create QR code), for administrators. */
function AdminShortLinksPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const links = useMemo(() => shortLinksStore(root), [root]);
  const [target, setTarget] = useState('');
  const [key, setKey] = useState('');
  const [newTarget, setNewTarget] = useState('');
  useEffect(() => void links.load(), [links]);
  const create = async () => {
    if (!(await links.create(target, key))) return;
    setTarget('');
    setKey('');
    showToast(t('adminLinks.created'));
  };
  const open = (linkKey: string, linkTarget: string) => {
    links.show(linkKey);
    setNewTarget(linkTarget);
  };
  const save = async (linkKey: string) => {
    if (await links.update(linkKey, newTarget)) showToast(t('adminLinks.saved'));
  };
  const remove = async (linkKey: string) => {
    if (!(await confirmAction(t('adminLinks.askDelete', { url: links.urlOf(linkKey) })))) return;
    if (await links.remove(linkKey)) showToast(t('adminLinks.deleted'));
  };
  return (
    <PageShell title={t('adminLinks.title')} showBack wide hideContactButton onRefresh={() => links.load()}>
      <View className='admin-links'>
        <View className='admin-links__create'>
          <Text className='admin-links__title'>{t('adminLinks.new')}</Text>
          <TextField
            name='link-target'
            label={t('adminLinks.target')}
            value={target}
            maxLength={2048}
            onChange={setTarget}
          />
          <Text className='admin-links__hint'>{t('adminLinks.targetHint')}</Text>
          <TextField
            name='link-key'
            label={t('adminLinks.key')}
            value={key}
            maxLength={32}
            onChange={(v) => setKey(v.toLowerCase())}
          />
          <Button
            className='admin-links__submit'
            type='primary'
            size='small'
            disabled={!target.trim()}
            onClick={() => void create()}
          >
            {t('adminLinks.create')}
          </Button>
        </View>
        <View className='admin-links__list'>
          <Text className='admin-links__title'>{t('adminLinks.list')}</Text>
          <LoadState
            status={links.state.status}
            empty={links.list.length === 0}
            emptyText={t('adminLinks.empty')}
            onRetry={() => void links.load()}
          >
            {links.list.map((link) => (
              <View key={link.key} className='admin-links__item'>
                <Cell
                  className='admin-links__row'
                  title={links.urlOf(link.key)}
                  description={link.target}
                  extra={link.key === links.shownKey ? t('adminLinks.hideQr') : t('adminLinks.showQr')}
                  clickable
                  onClick={() => open(link.key, link.target)}
                />
                {link.key === links.shownKey && (
                  <View className='admin-links__qr'>
                    <QrCode text={links.urlOf(link.key)} />
                  </View>
                )}
                {link.key === links.shownKey && (
                  <View className='admin-links__edit'>
                    <TextField
                      name='link-new-target'
                      label={t('adminLinks.target')}
                      value={newTarget}
                      maxLength={2048}
                      onChange={setNewTarget}
                    />
                    <View className='admin-links__actions'>
                      <Button
                        className='admin-links__save'
                        size='small'
                        type='primary'
                        disabled={!newTarget.trim() || newTarget.trim() === link.target}
                        onClick={() => void save(link.key)}
                      >
                        {t('adminLinks.save')}
                      </Button>
                      <Button className='admin-links__delete' size='small' onClick={() => void remove(link.key)}>
                        {t('adminLinks.delete')}
                      </Button>
                    </View>
                  </View>
                )}
              </View>
            ))}
          </LoadState>
        </View>
      </View>
    </PageShell>
  );
}

export default observer(AdminShortLinksPage);
