import { Button, Cell, Tag } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ArticleForm } from '@/components/admin-content/article-form';
import { LoadState } from '@/components/load-state';
import { ChoiceField } from '@/components/setup-form';
import { PageShell } from '@/components/page-shell';
import { Article_Category, Article_Type } from '@/gen/content/v1/article_pb';
import { useRootStore } from '@/stores';
import { articlesStore } from '@/stores/admin-content';
// the administrator's texts; the page needs none of the staff app
import '@/i18n/admin-texts';

const TYPE_KEY = {
  [Article_Type.ARTICLE]: 'adminContent.typeArticle',
  [Article_Type.LINK]: 'adminContent.typeLink',
  [Article_Type.VIDEO]: 'adminContent.typeVideo',
} as const;

/** Articles and their categories (spec: articles, NEWS and BRAND_STORY), for administrators. */
function AdminArticlesPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const articles = useMemo(() => articlesStore(root), [root]);
  useEffect(() => void articles.load(), [articles]);
  return (
    <PageShell
      title={t('adminContent.articlesTitle')}
      showBack
      wide
      hideContactButton
      onRefresh={() => articles.load()}
    >
      <View className='admin-content admin-content--two'>
        <View className='admin-content__section admin-content__articles'>
          <View className='admin-content__list-head'>
            <Text className='admin-content__title'>{t('adminContent.articlesTitle')}</Text>
            <Button
              className='admin-content__new-article'
              type='primary'
              size='small'
              onClick={() => articles.open('new')}
            >
              {t('adminContent.newArticle')}
            </Button>
          </View>
          <ChoiceField
            name='article-filter-owner'
            label={t('adminContent.owner')}
            options={[
              { value: '', label: t('adminContent.all') },
              { value: 'platform', label: t('adminContent.platformWide') },
              ...articles.merchants.map((m) => ({ value: m.model?.id ?? '', label: m.name })),
            ]}
            value={articles.owner}
            onChange={(owner) => void articles.filter(owner, articles.category)}
          />
          <ChoiceField
            name='article-filter-category'
            label={t('adminContent.category')}
            options={[
              { value: Article_Category.CATEGORY_UNSPECIFIED, label: t('adminContent.all') },
              { value: Article_Category.NEWS, label: t('adminContent.categoryNews') },
              { value: Article_Category.BRAND_STORY, label: t('adminContent.categoryBrandStory') },
            ]}
            value={articles.category}
            onChange={(category) => void articles.filter(articles.owner, category)}
          />
          <LoadState
            status={articles.state.status}
            empty={articles.list.length === 0}
            emptyText={t('adminContent.noArticles')}
            onRetry={() => void articles.load()}
          >
            {articles.list.map((a) => (
              <Cell
                key={a.model?.id}
                className='admin-content__article'
                clickable
                onClick={() => articles.open(a.model?.id ?? '')}
                title={
                  <View className='admin-content__row-title'>
                    <Text>{a.title}</Text>
                    <Tag type={a.draft ? 'default' : 'success'}>
                      {a.draft ? t('adminContent.draft') : t('adminContent.published')}
                    </Tag>
                  </View>
                }
                description={[
                  t(TYPE_KEY[a.type as keyof typeof TYPE_KEY] ?? 'adminContent.typeArticle'),
                  a.category === Article_Category.BRAND_STORY
                    ? t('adminContent.categoryBrandStory')
                    : t('adminContent.categoryNews'),
                  a.merchantId === '0' ? t('adminContent.platformWide') : articles.merchantName(a.merchantId),
                ].join(' · ')}
              />
            ))}
          </LoadState>
        </View>
        <ArticleForm articles={articles} />
      </View>
    </PageShell>
  );
}

export default observer(AdminArticlesPage);
