import { Dialog, TextArea } from '@nutui/nutui-react-taro';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormError } from '@/components/setup-form';

export interface BlacklistDialogProps {
  visible: boolean;
  name: string;
  onConfirm(reason: string): Promise<boolean>;
  onClose(): void;
}

/** Blacklisting asks for a reason (spec section 6: a staff action); the dialog stays until it is given. */
export function BlacklistDialog({ visible, name, onConfirm, onClose }: BlacklistDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');

  const confirm = async () => {
    if (!reason.trim()) {
      setError(t('staffSetup.diner.blacklistReasonRequired'));
      return;
    }
    setError('');
    if (await onConfirm(reason.trim())) {
      setReason('');
      onClose();
    }
  };

  return (
    <Dialog
      className='blacklist-dialog'
      visible={visible}
      title={`${t('staffSetup.diner.blacklistTitle')} · ${name}`}
      confirmText={t('staffSetup.diner.blacklist')}
      cancelText={t('common.cancel')}
      closeOnOverlayClick={false}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <TextArea
        className='blacklist-dialog__reason'
        value={reason}
        placeholder={t('staffSetup.diner.blacklistReason')}
        maxLength={200}
        onChange={(value) => setReason(String(value))}
      />
      <FormError text={error} />
    </Dialog>
  );
}
