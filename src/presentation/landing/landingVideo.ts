/**
 * The explainer video of the landing page. No video file exists yet, so this is null and the page
 * shows the poster with a disabled Play control that says why. To ship a video, import the .mp4
 * (webpack emits it as an asset) and its WebVTT captions here; the page then offers the player,
 * and ?video=true starts it muted.
 */
export interface LandingVideo {
  src: string;
  type: string;
  /** Caption files by language; a video without captions would fail WCAG 1.2.2. */
  captions: { en: string; fr: string };
}

export const LANDING_VIDEO: LandingVideo | null = null;
