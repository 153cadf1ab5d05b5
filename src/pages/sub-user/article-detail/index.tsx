import { Image, Text, Video, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { Article_Type } from '@/gen/content/v1/article_pb';
import { ROUTES } from '@/routing/routes';
import { useRootStore } from '@/stores';
import { useDateDisplay } from '@/i18n/use-date-display';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import '@/i18n/diner-store-pages-texts';

/** article-detail: title, date, cover, paragraphs and pictures; a video plays here, a link opens in the webview. */
function ArticleDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const root = useRootStore();
  const { diner } = root;
  const dates = useDateDisplay();
  const loadable = useViewModel(() => diner.article(id));
  const article = loadable.value;
  return (
    <PageShell title={t('diner.page.articleDetail')}>
      {loadable.state === 'loading' && <StateView state='loading' />}
      {loadable.state === 'error' && <StateView state='error' onRetry={() => void loadable.load()} />}
      {article && (
        <View className='section article-detail'>
          <Text className='store-detail__name'>{article.title}</Text>
          {article.publishTime && (
            <Text className='section__text'>{dates.dateTime(Number(article.publishTime.seconds) * 1000)}</Text>
          )}
          {article.cover?.url && <Image className='notice__image' src={article.cover.url} mode='widthFix' />}
          {article.content.split(/\n\s*\n/).map((paragraph, i) => (
            <Text key={i} className='article-detail__paragraph'>
              {paragraph}
            </Text>
          ))}
          {article.imageList.map((image, i) => (
            <Image key={i} className='notice__image' src={image.url} mode='widthFix' />
          ))}
          {article.url && article.type === Article_Type.VIDEO && (
            <Video className='article-detail__video' src={article.url} controls />
          )}
          {article.url && article.type !== Article_Type.VIDEO && (
            <Text
              className='section__text article-detail__url'
              onClick={() => void root.navigator.navigateTo(`${ROUTES.webview}?src=${encodeURIComponent(article.url)}`)}
            >
              {article.url}
            </Text>
          )}
        </View>
      )}
    </PageShell>
  );
}

export default observer(ArticleDetailPage);
