import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Article_Category, Article_Type } from '@/gen/content/v1/article_pb';
import { ChoiceField, confirmAction, SwitchField, TextAreaField, TextField } from '@/components/setup-form';
import { ImageListEditor } from '@/components/image-list-editor';
import { showToast } from '@/services/feedback';
import { emptyArticleDraft, type ArticleDraft, type ArticlesStore } from '@/stores/admin-content';
import './admin-content.scss';
import { draftOf } from '@/stores/admin-content/articles.store';

// A cover the app stored itself (a demo's data address) is longer than any web
// address; cut short by the field it would no longer match and be refused.
const COVER_MAX = 200_000;

/** The open article (or a new one): owner, type, category, title, cover, summary, text or address, draft, order. */
function ArticleFormView({ articles }: { articles: ArticlesStore }) {
  const { t } = useTranslation();
  const current = articles.current;
  const [draft, setDraft] = useState<ArticleDraft>(emptyArticleDraft);
  useEffect(() => setDraft(current ? draftOf(current) : emptyArticleDraft()), [current, articles.editing]);
  if (!articles.editing) {
    return (
      <View className='admin-content__section admin-content__article-form'>
        <Text className='admin-content__hint'>{t('adminContent.pickArticle')}</Text>
      </View>
    );
  }
  const set =
    <K extends keyof ArticleDraft>(field: K) =>
    (value: ArticleDraft[K]) =>
      setDraft((d) => ({ ...d, [field]: value }));
  const save = async () => {
    if (await articles.save(draft)) showToast(t('adminContent.saved'));
  };
  const remove = async () => {
    if (!current?.model) return;
    if (await confirmAction(t('adminContent.deleteArticleAsk', { title: current.title }), t('adminContent.delete'))) {
      await articles.remove(current.model.id);
    }
  };
  const owners = [
    { value: '', label: t('adminContent.platformWide') },
    ...articles.merchants.map((m) => ({ value: m.model?.id ?? '', label: m.name })),
  ];
  const web = draft.type !== Article_Type.ARTICLE;
  return (
    <View className='admin-content__section admin-content__article-form'>
      <Text className='admin-content__title'>
        {current ? t('adminContent.editArticle') : t('adminContent.newArticle')}
      </Text>
      <View className='admin-content__form'>
        <ChoiceField
          name='article-owner'
          label={t('adminContent.owner')}
          options={owners}
          value={draft.merchantId}
          onChange={set('merchantId')}
        />
        <ChoiceField
          name='article-type'
          label={t('adminContent.type')}
          options={[
            { value: Article_Type.ARTICLE, label: t('adminContent.typeArticle') },
            { value: Article_Type.LINK, label: t('adminContent.typeLink') },
            { value: Article_Type.VIDEO, label: t('adminContent.typeVideo') },
          ]}
          value={draft.type}
          onChange={set('type')}
        />
        <ChoiceField
          name='article-category'
          label={t('adminContent.category')}
          options={[
            { value: Article_Category.NEWS, label: t('adminContent.categoryNews') },
            { value: Article_Category.BRAND_STORY, label: t('adminContent.categoryBrandStory') },
          ]}
          value={draft.category}
          onChange={set('category')}
        />
        <TextField
          name='article-title'
          label={t('adminContent.title')}
          value={draft.title}
          maxLength={100}
          onChange={set('title')}
        />
        <ImageListEditor
          title={t('adminContent.cover')}
          name='article-cover-image'
          max={1}
          images={draft.coverUrl ? [{ fileId: '', url: draft.coverUrl, width: 0, height: 0, contentType: '' }] : []}
          upload={articles.uploadCover}
          onChange={(images) => set('coverUrl')(images[0]?.url ?? '')}
        />
        <TextField
          name='article-cover'
          label={t('adminContent.coverUrl')}
          value={draft.coverUrl}
          maxLength={COVER_MAX}
          onChange={set('coverUrl')}
        />
        <TextAreaField
          name='article-summary'
          label={t('adminContent.summary')}
          value={draft.summary}
          maxLength={500}
          onChange={set('summary')}
        />
        {web ? (
          <TextField
            name='article-url'
            label={draft.type === Article_Type.VIDEO ? t('adminContent.videoUrl') : t('adminContent.url')}
            value={draft.url}
            maxLength={2048}
            onChange={set('url')}
          />
        ) : (
          <TextAreaField
            name='article-content'
            label={t('adminContent.content')}
            value={draft.content}
            maxLength={20000}
            onChange={set('content')}
          />
        )}
        <TextField
          name='article-sort'
          label={t('adminContent.sort')}
          value={draft.sort}
          type='number'
          onChange={set('sort')}
        />
        <SwitchField
          name='article-draft'
          label={t('adminContent.keepDraft')}
          checked={draft.draft}
          onChange={set('draft')}
        />
        <View className='admin-content__actions'>
          <Button
            className='admin-content__save-article'
            type='primary'
            size='small'
            disabled={!draft.title.trim()}
            onClick={() => void save()}
          >
            {t('adminContent.save')}
          </Button>
          {current && (
            <Button className='admin-content__delete-article' type='danger' size='small' onClick={() => void remove()}>
              {t('adminContent.delete')}
            </Button>
          )}
          <Button size='small' onClick={() => articles.open('')}>
            {t('adminContent.cancel')}
          </Button>
        </View>
      </View>
    </View>
  );
}

export const ArticleForm = observer(ArticleFormView);
