import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceField, TextField } from '@/components/setup-form';
import { Link_Target, type Link } from '@/gen/platform/v1/client_config_pb';
import { LINK_TARGETS, targetName } from './block-types';

interface LinkFieldsProps {
  /** Field names' prefix, e.g. 'block' or 'action-2'. */
  name: string;
  link: Link | undefined;
  /** Changes the link, made first when there is none. */
  onChange(change: (link: Link) => void): void;
}

/** Where a block or an action leads: one of the app's targets with its subject, or a web address. */
function LinkFieldsView({ name, link, onChange }: LinkFieldsProps) {
  const { t } = useTranslation();
  const target = link?.target ?? Link_Target.TARGET_UNSPECIFIED;
  return (
    <>
      <ChoiceField
        name={`${name}-link`}
        label={t('adminConsole.linkTarget')}
        value={target}
        options={[
          { value: Link_Target.TARGET_UNSPECIFIED, label: t('adminConsole.linkTargetNone') },
          ...LINK_TARGETS.map((v) => ({
            value: v,
            label: t(`adminConsole.target.${targetName(v)}` as 'adminConsole.target.ME'),
          })),
        ]}
        onChange={(v) => onChange((l) => (l.target = v))}
      />
      {target !== Link_Target.TARGET_UNSPECIFIED ? (
        <TextField
          name={`${name}-link-id`}
          label={t('adminConsole.linkTargetId')}
          value={link?.targetId ?? ''}
          onChange={(v) => onChange((l) => (l.targetId = v.trim()))}
        />
      ) : (
        <TextField
          name={`${name}-link-url`}
          label={t('adminConsole.linkUrl')}
          value={link?.url ?? ''}
          onChange={(v) => onChange((l) => (l.url = v.trim()))}
        />
      )}
    </>
  );
}

export const LinkFields = observer(LinkFieldsView);
