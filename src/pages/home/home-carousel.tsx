import { Swiper } from '@nutui/nutui-react-taro';
import { Image } from '@tarojs/components';

/** The home's image carousel (a merchant landing or store images block). */
export default function HomeCarousel({ urls }: { urls: string[] }) {
  return (
    <Swiper className='home-carousel' autoPlay loop indicator>
      {urls.map((url, i) => (
        <Swiper.Item key={i}>
          <Image className='home-carousel__image' src={url} mode='aspectFill' />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
