import captionsEn from './assets/landing-video.en.vtt';
import captionsFr from './assets/landing-video.fr.vtt';
import video from './assets/landing-video.webm';

/**
 * The explainer video of the landing page: 9 silent seconds drawn without words, made by
 * scripts/make-landing-video.mjs (run it again to change it). What it says is in its WebVTT
 * captions, which the script writes from the locale files (landing.video.captions).
 */
export interface LandingVideo {
  src: string;
  type: string;
  /** Caption files by language; a video without captions would fail WCAG 1.2.2. */
  captions: { en: string; fr: string };
}

export const LANDING_VIDEO: LandingVideo = {
  src: video,
  type: 'video/webm',
  captions: { en: captionsEn, fr: captionsFr },
};
