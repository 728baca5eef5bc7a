import { readFileSync } from 'node:fs';
import path from 'node:path';
import enLanding from '../../../locales/en/landing.json';
import frLanding from '../../../locales/fr/landing.json';

const CAPTIONS = { en: enLanding.landing.video.captions, fr: frLanding.landing.video.captions };

/** The cues of a committed WebVTT file: start, end (seconds) and text. */
function cuesOf(language: 'en' | 'fr') {
  const file = readFileSync(path.join(__dirname, 'assets', `landing-video.${language}.vtt`), 'utf8');
  const [header, ...blocks] = file.trim().split(/\n\n+/);
  expect(header).toBe('WEBVTT');
  const seconds = (time: string) => {
    const [hours = 0, minutes = 0, rest = 0] = time.split(':').map(Number);
    return hours * 3600 + minutes * 60 + rest;
  };
  return blocks.map((block) => {
    const [, timing = '', ...text] = block.split('\n');
    const [start = '', end = ''] = timing.split(' --> ');
    return { start: seconds(start), end: seconds(end), text: text.join('\n') };
  });
}

// scripts/make-landing-video.mjs writes the captions from the locale files: this says when they drifted.
describe.each(['en', 'fr'] as const)('the landing video’s %s captions', (language) => {
  it('say the locale file’s words, scene after scene, within the video’s 10 seconds', () => {
    const cues = cuesOf(language);
    const { choose, signUp, pay } = CAPTIONS[language];
    expect(cues.map((cue) => cue.text)).toEqual([choose, signUp, pay]);
    cues.forEach((cue, index) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.start).toBe(index === 0 ? 0 : cues[index - 1]?.end);
    });
    expect(cues.at(-1)?.end).toBeLessThanOrEqual(10);
  });
});
