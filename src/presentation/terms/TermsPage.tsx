import { Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '../shell/usePageTitle';
import { TERMS_SECTIONS, type TermsBlock } from './termsSections';
import { termsValues } from './termsValues';
import { useLanguage } from '../i18n/useLanguage';

export default function TermsPage() {
  const { t } = useTranslation();
  usePageTitle('terms.pageTitle');
  const language = useLanguage();
  const values = useMemo(() => termsValues(language, t), [language, t]);
  const { hash } = useLocation();

  // The page arrives lazily, after the browser has given up looking for the #anchor: scroll to it here.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView?.();
  }, [hash]);

  const text = (key: string) => t(key, values);

  const block = (sectionId: string, content: TermsBlock) => {
    const base = `terms.sections.${sectionId}`;
    if (typeof content === 'string') return <p key={content}>{text(`${base}.${content}`)}</p>;
    return (
      <ul key={content.join()}>
        {content.map((item) => (
          <li key={item}>{text(`${base}.${item}`)}</li>
        ))}
      </ul>
    );
  };

  return (
    <Typography style={{ maxWidth: 820, marginInline: 'auto' }}>
      <Typography.Title level={1}>{t('terms.title')}</Typography.Title>
      <p>{text('terms.intro')}</p>

      <nav aria-labelledby="terms-contents">
        <Typography.Title level={2} id="terms-contents">
          {t('terms.contents')}
        </Typography.Title>
        <ol>
          {TERMS_SECTIONS.map(({ id }) => (
            <li key={id}>
              <Typography.Link href={`#${id}`}>{t(`terms.sections.${id}.title`)}</Typography.Link>
            </li>
          ))}
        </ol>
      </nav>

      {TERMS_SECTIONS.map(({ id, blocks }) => (
        <section key={id}>
          <Typography.Title level={2} id={id}>
            {t(`terms.sections.${id}.title`)}
          </Typography.Title>
          {blocks.map((content) => block(id, content))}
        </section>
      ))}
    </Typography>
  );
}
