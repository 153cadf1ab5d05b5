import { Image, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { UploadedImage } from '@/services/image-upload';
import './image-list-editor.scss';

export interface ImageListEditorProps {
  title: string;
  images: UploadedImage[];
  onChange(images: UploadedImage[]): void;
  /** Picks and uploads images (the store does it through services/image-upload). */
  upload(count: number): Promise<UploadedImage[]>;
  max?: number;
  name: string;
}

/** A titled row of images: add (pick and upload), remove. Saved by the page. */
export function ImageListEditor({ title, images, onChange, upload, max = 9, name }: ImageListEditorProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    const added = await upload(max - images.length);
    setBusy(false);
    if (added.length) onChange([...images, ...added].slice(0, max));
  };
  return (
    <View className={`image-list image-list--${name}`}>
      <Text className='image-list__title'>{title}</Text>
      {images.length === 0 && <Text className='image-list__empty'>{t('staffSetup.store.noImages')}</Text>}
      <View className='image-list__grid'>
        {images.map((image, index) => (
          <View key={`${image.fileId}-${index}`} className='image-list__item'>
            <Image className='image-list__image' src={image.url} mode='aspectFill' />
            <Text className='image-list__remove' onClick={() => onChange(images.filter((_, i) => i !== index))}>
              {t('staffSetup.common.remove')}
            </Text>
          </View>
        ))}
      </View>
      {images.length < max && (
        <Button className='image-list__add' size='small' loading={busy} disabled={busy} onClick={() => void add()}>
          {t('staffSetup.store.uploadHint')}
        </Button>
      )}
    </View>
  );
}
