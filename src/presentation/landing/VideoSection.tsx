import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import poster from './assets/video-poster.svg';
import { LandingSection } from './LandingSection';
import { LANDING_VIDEO } from './landingVideo';
import { useLandingValues } from './useLandingValues';

const UNAVAILABLE_ID = 'video-unavailable';

/** A play triangle drawn inline (no icon package). */
function PlayIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 14 14">
      <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * The explainer video. ?video=true scrolls here and, when a video file is configured, starts it
 * muted (browsers only autoplay muted media). Until a file exists the poster is shown with a
 * disabled Play control and a caption saying why, rather than a player that cannot play.
 */
export function VideoSection() {
  const { t } = useTranslation();
  const { language } = useLandingValues();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('video') === 'true';
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (requested) sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [requested]);

  const video = LANDING_VIDEO;
  return (
    <LandingSection id="video" title={t('landing.video.title')} sectionRef={sectionRef}>
      <figure style={{ margin: 0, maxWidth: 720, marginInline: 'auto' }}>
        <video
          poster={poster}
          aria-label={t('landing.video.label')}
          aria-describedby={video ? undefined : UNAVAILABLE_ID}
          controls={video !== null}
          autoPlay={video !== null && requested}
          muted
          playsInline
          preload="none"
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            borderRadius: 12,
            background: '#e6f4ff',
          }}
        >
          {video && <source src={video.src} type={video.type} />}
          {video && (
            <track
              kind="captions"
              src={video.captions[language]}
              srcLang={language}
              label={t('landing.video.captionsLabel')}
              default
            />
          )}
        </video>
        {!video && (
          <figcaption>
            <Flex gap={12} align="center" wrap style={{ marginTop: 12 }}>
              <Button icon={<PlayIcon />} disabled aria-describedby={UNAVAILABLE_ID}>
                {t('landing.video.play')}
              </Button>
              <Typography.Text id={UNAVAILABLE_ID}>{t('landing.video.unavailable')}</Typography.Text>
            </Flex>
          </figcaption>
        )}
      </figure>
    </LandingSection>
  );
}
