import { useTranslation } from '@/i18n/use-translation';
import { TextField } from '@/components/setup-form';

/** A merchant's name and its /mch/ short key (kept lower case), as creating and editing one ask them. */
export function MerchantFields(props: {
  namePrefix: string;
  name: string;
  shortKey: string;
  onName: (value: string) => void;
  onShortKey: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name={`${props.namePrefix}merchant-name`}
        label={t('adminConsole.merchantName')}
        value={props.name}
        maxLength={64}
        onChange={props.onName}
      />
      <TextField
        name={`${props.namePrefix}merchant-key`}
        label={t('adminConsole.shortKey')}
        value={props.shortKey}
        maxLength={32}
        onChange={(v) => props.onShortKey(v.toLowerCase())}
      />
    </>
  );
}
