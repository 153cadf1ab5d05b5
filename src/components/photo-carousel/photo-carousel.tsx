import { Swiper } from '@nutui/nutui-react-taro';
import { Image } from '@tarojs/components';

export interface PhotoCarouselProps {
  images: { url: string }[];
  className: string;
  imageClassName: string;
  /** NutUI draws a swiper 150 high unless told; '100%' fills the parent's box. */
  width?: string;
  height?: string;
}

/** Photos that turn by themselves, looping, with dots: the home carousel and a store's photos. */
export default function PhotoCarousel({ images, className, imageClassName, width, height }: PhotoCarouselProps) {
  return (
    <Swiper className={className} width={width} height={height} autoPlay loop indicator>
      {images.map((image, i) => (
        <Swiper.Item key={i}>
          <Image className={imageClassName} src={image.url} mode='aspectFill' />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
