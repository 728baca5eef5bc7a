import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { keepInView } from '../shell/keepInView';
import captionsEn from './assets/landing-video.en.vtt';
import captionsFr from './assets/landing-video.fr.vtt';
import video from './assets/landing-video.webm';
import poster from './assets/video-poster.svg';
import { LandingSection } from './LandingSection';
import { useLanguage } from '../i18n/useLanguage';

/** A video without captions would fail WCAG 1.2.2. */
const CAPTIONS = { en: captionsEn, fr: captionsFr };

/**
 * The explainer video (scripts/make-landing-video.mjs, captions from the locales), muted: browsers only
 * autoplay muted media. ?video=true scrolls here and starts it (SPEC section 2): the section is kept in
 * view while the page settles (a reload's restored scroll came later and left the video off-screen, where
 * Chromium pauses muted autoplay), and the script starts it as well as its autoplay attribute.
 */
export function VideoSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('video') === 'true';
  const sectionRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const section = sectionRef.current;
    if (!requested || section === null) return;
    const stopKeeping = keepInView(section);
    // Refused (a browser that allows no autoplay at all), the poster and the controls stay.
    videoRef.current?.play().catch(() => undefined);
    return stopKeeping;
  }, [requested]);

  return (
    <LandingSection id="video" title={t('landing.video.title')} sectionRef={sectionRef}>
      <video
        ref={videoRef}
        poster={poster}
        aria-label={t('landing.video.label')}
        controls
        autoPlay={requested}
        muted
        playsInline
        // Nothing downloaded before the visitor asks: the poster shows what it is.
        preload={requested ? 'auto' : 'none'}
        style={{
          display: 'block',
          width: '100%',
          maxWidth: 720,
          marginInline: 'auto',
          aspectRatio: '16 / 9',
          borderRadius: 12,
          background: '#e6f4ff',
        }}
      >
        <source src={video} type="video/webm" />
        {/* Keyed by language: a browser does not reload a track whose address changes. */}
        <track
          key={language}
          kind="captions"
          src={CAPTIONS[language]}
          srcLang={language}
          label={t('landing.video.captionsLabel')}
          default
        />
      </video>
    </LandingSection>
  );
}
