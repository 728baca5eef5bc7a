import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../shell/ContainerContext';
import { LanguagePresenter } from '../shell/LanguagePresenter';
import { useWhenInView } from '../shell/useWhenInView';
import { FooterPresenter } from './FooterPresenter';
import { NEWS_HEIGHT } from './newsBox';
import { Paragraph } from '../widgets/Text';

const loadList = () => import('./FooterNewsList');
const FooterNewsList = lazy(loadList);

/** The latest 3 news posts of the store speaking the visitor's language, read once the visitor scrolls to them. */
export const FooterNews = observer(function FooterNews() {
  const presenter = useInstance(FooterPresenter);
  const { language } = useInstance(LanguagePresenter);
  const { t } = useTranslation();

  const area = useWhenInView<HTMLDivElement>(() => {
    void presenter.load();
    // The list's view downloads with the news; failed, the list's own render says so.
    void loadList().catch(() => undefined);
  }, [presenter, language]);

  return (
    <div ref={area} style={{ height: NEWS_HEIGHT, overflow: 'hidden' }}>
      {presenter.status === 'loaded' ? (
        // Downloaded with the news, the list is there by the time they are, or a moment after.
        <Suspense fallback={null}>
          <FooterNewsList news={presenter.news} />
        </Suspense>
      ) : (
        <Paragraph>{t(`footer.news.${presenter.status}`)}</Paragraph>
      )}
    </div>
  );
});
