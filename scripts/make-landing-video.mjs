// Makes the landing page's explainer video and its captions: `node scripts/make-landing-video.mjs`.
//
// There is no video encoder on the project's machines, so the system Chromium draws the animation on
// a canvas and its MediaRecorder encodes it to WebM (VP9, else VP8). The picture holds no words: what
// the video says is in the WebVTT captions, written from the locale files (landing.video.captions),
// so the translations stay where every other text of the shop lives. A test checks that the committed
// captions still match the locale files; run this script again after changing either.
//
// Writes src/presentation/landing/assets/landing-video.webm, landing-video.en.vtt, landing-video.fr.vtt.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'src/presentation/landing/assets');

/** The three scenes, in seconds, each with the caption that tells it. */
const SCENES = [
  { caption: 'choose', start: 0, end: 3 },
  { caption: 'signUp', start: 3, end: 6 },
  { caption: 'pay', start: 6, end: 9 },
];
const DURATION_S = SCENES.at(-1).end;
const WIDTH = 640;
const HEIGHT = 360;
const FRAME_RATE = 25;
/** Flat colours and slow motion compress well: this keeps the file far below its 300 KB budget. */
const BITS_PER_SECOND = 180_000;
const MAX_BYTES = 300 * 1024;

// ---------------------------------------------------------------- captions

/** hh:mm:ss.ttt, as WebVTT wants its cue times. */
function cueTime(seconds) {
  const date = new Date(Math.round(seconds * 1000));
  return date.toISOString().slice(11, 23);
}

function captionsIn(language) {
  const texts = JSON.parse(readFileSync(path.join(root, `locales/${language}/landing.json`), 'utf8')).landing
    .video.captions;
  const cues = SCENES.map(({ caption, start, end }, index) => {
    const text = texts[caption];
    if (typeof text !== 'string')
      throw new Error(`locales/${language}: no landing.video.captions.${caption}`);
    return `${index + 1}\n${cueTime(start)} --> ${cueTime(end)}\n${text}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}

// ---------------------------------------------------------------- the animation, run in the page

/**
 * Draws the animation in the page and records it; resolves with the WebM as base64. Runs in
 * Chromium: it may use only what it is given.
 */
async function recordInPage({ cardSvg, width, height, frameRate, bitsPerSecond, durationS }) {
  // The page's own globals (this runs in Chromium, not in Node).
  const { document, Image, MediaRecorder, requestAnimationFrame } = globalThis;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const context = canvas.getContext('2d');

  const card = new Image();
  card.src = `data:image/svg+xml;base64,${btoa(cardSvg)}`;
  await card.decode();

  const clamp = (value) => Math.min(1, Math.max(0, value));
  /** 0 before `from`, 1 after `to`, eased in between. */
  const progress = (t, from, to) => {
    const x = clamp((t - from) / (to - from));
    return x * x * (3 - 2 * x);
  };
  const roundRect = (x, y, w, h, r, fill) => {
    context.beginPath();
    context.roundRect(x, y, w, h, r);
    context.fillStyle = fill;
    context.fill();
  };
  const circle = (x, y, r, fill) => {
    context.beginPath();
    context.arc(x, y, r, 0, 2 * Math.PI);
    context.fillStyle = fill;
    context.fill();
  };
  const check = (x, y, size, appear) => {
    if (appear <= 0) return;
    circle(x, y, size * appear, '#52c41a');
    context.strokeStyle = '#ffffff';
    context.lineWidth = size / 5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(x - size * 0.45 * appear, y);
    context.lineTo(x - size * 0.1 * appear, y + size * 0.35 * appear);
    context.lineTo(x + size * 0.5 * appear, y - size * 0.35 * appear);
    context.stroke();
  };
  const drawCard = (x, y, w, angle) => {
    const h = (w * card.height) / card.width;
    context.save();
    context.translate(x, y);
    context.rotate(angle);
    context.shadowColor = 'rgba(0, 40, 120, 0.25)';
    context.shadowBlur = 18;
    context.shadowOffsetY = 8;
    context.drawImage(card, -w / 2, -h / 2, w, h);
    context.restore();
  };

  const background = () => {
    const sky = context.createLinearGradient(0, 0, width, height);
    sky.addColorStop(0, '#e6f4ff');
    sky.addColorStop(1, '#bae0ff');
    context.fillStyle = sky;
    context.fillRect(0, 0, width, height);
    circle(90, 300, 120, 'rgba(145, 202, 255, 0.35)');
    circle(580, 60, 90, 'rgba(255, 255, 255, 0.45)');
  };

  /** Scene 1: a slider's knob moves, the card grows with the value chosen. */
  const choose = (t) => {
    const knob = progress(t, 0.4, 2.4);
    roundRect(170, 300, 300, 10, 5, '#ffffff');
    roundRect(170, 300, 300 * (0.1 + 0.5 * knob), 10, 5, '#1677ff');
    circle(170 + 300 * (0.1 + 0.5 * knob), 305, 14, '#1677ff');
    circle(170 + 300 * (0.1 + 0.5 * knob), 305, 6, '#ffffff');
    drawCard(320, 160, 170 + 90 * knob, -0.08);
  };

  /** Scene 2: the card steps aside; an identity document appears and is ticked. */
  const signUp = (t) => {
    const aside = progress(t, 3, 3.8);
    drawCard(320 - 150 * aside, 160, 260 - 60 * aside, -0.08 * (1 - aside));
    const shown = progress(t, 3.4, 4.2);
    if (shown > 0) {
      context.globalAlpha = shown;
      roundRect(340, 95, 220, 140, 14, '#ffffff');
      // The photo: a head and shoulders, cut to the photo's frame.
      context.save();
      context.beginPath();
      context.roundRect(360, 115, 70, 100, 10);
      context.clip();
      roundRect(360, 115, 70, 100, 10, '#e6f4ff');
      circle(395, 150, 20, '#69b1ff');
      circle(395, 212, 34, '#69b1ff');
      context.restore();
      roundRect(445, 130, 90, 12, 6, '#d9d9d9');
      roundRect(445, 155, 70, 12, 6, '#e8e8e8');
      roundRect(445, 180, 80, 12, 6, '#e8e8e8');
      context.globalAlpha = 1;
    }
    check(545, 105, 26, progress(t, 4.6, 5.2));
  };

  /** Scene 3: a shop window; the card flies in, the payment is ticked, the card is ready. */
  const pay = (t) => {
    const open = progress(t, 6, 6.6);
    context.globalAlpha = open;
    roundRect(150, 60, 340, 240, 14, '#ffffff');
    roundRect(150, 60, 340, 32, 14, '#f0f0f0');
    context.fillRect(150, 78, 340, 14);
    circle(170, 76, 5, '#ff7875');
    circle(186, 76, 5, '#ffd666');
    circle(202, 76, 5, '#95de64');
    roundRect(176, 252, 110, 30, 8, '#52c41a');
    context.globalAlpha = 1;
    const fly = progress(t, 6.4, 7.6);
    drawCard(170 + 150 * fly, 160 + 20 * fly, 200 + 40 * fly, -0.3 * (1 - fly));
    check(440, 250, 24, progress(t, 7.8, 8.3));
  };

  const draw = (t) => {
    background();
    if (t < 3) choose(t);
    else if (t < 6) signUp(t);
    else pay(t);
  };

  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  if (mimeType === undefined) throw new Error('this Chromium records no WebM');
  draw(0);
  const recorder = new MediaRecorder(canvas.captureStream(frameRate), {
    mimeType,
    videoBitsPerSecond: bitsPerSecond,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - started) / 1000;
      draw(Math.min(t, durationS));
      if (t < durationS) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { mimeType, base64: btoa(binary) };
}

// ---------------------------------------------------------------- the WebM's duration

/**
 * MediaRecorder writes no duration (it streams), so players show none and cannot seek well. This
 * puts a Duration element (ms, as a 64-bit float) into the Segment's Info element, whose size is
 * rewritten; the Segment itself has the "unknown" size MediaRecorder gives it, so nothing else moves.
 */
function withDuration(webm, durationMs) {
  const SEGMENT = 0x18538067;
  const INFO = 0x1549a966;
  /** An EBML element ID (its length marker kept) and its length in bytes. */
  const readId = (at) => {
    const first = webm[at];
    const length = Math.clz32(first) - 23;
    let id = 0;
    for (let i = 0; i < length; i += 1) id = id * 256 + webm[at + i];
    return { id, length };
  };
  /** An EBML size (its length marker removed) and its length in bytes. */
  const readSize = (at) => {
    const first = webm[at];
    const length = Math.clz32(first) - 23;
    let size = first & (0xff >> length);
    for (let i = 1; i < length; i += 1) size = size * 256 + webm[at + i];
    return { size, length };
  };
  const header = readId(0);
  const headerSize = readSize(header.length);
  let at = header.length + headerSize.length + headerSize.size;
  const segment = readId(at);
  if (segment.id !== SEGMENT) throw new Error('no Segment after the EBML header');
  at += segment.length + readSize(at + segment.length).length;
  for (;;) {
    const child = readId(at);
    const size = readSize(at + child.length);
    const body = at + child.length + size.length;
    if (child.id === INFO) {
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(0x4489, 0);
      duration[2] = 0x88; // 8 bytes follow
      duration.writeDoubleBE(durationMs, 3);
      const newSize = size.size + duration.length;
      const sizeBytes = Buffer.alloc(8);
      sizeBytes[0] = 0x01; // an 8-byte EBML size
      sizeBytes.writeUIntBE(newSize, 2, 6);
      return Buffer.concat([
        webm.subarray(0, at + child.length),
        sizeBytes,
        webm.subarray(body, body + size.size),
        duration,
        webm.subarray(body + size.size),
      ]);
    }
    at = body + size.size;
    if (at >= webm.length) throw new Error('no Info element in the Segment');
  }
}

// ---------------------------------------------------------------- main

for (const language of ['en', 'fr']) {
  writeFileSync(path.join(assets, `landing-video.${language}.vtt`), captionsIn(language));
}

const executablePath = findChromium();
if (executablePath === null) throw new Error('no Chromium found: run `npm run test:setup`');
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent('<!doctype html><body style="margin:0"></body>');
  const { mimeType, base64 } = await page.evaluate(recordInPage, {
    // The landing box's card (its maximum is 150 EUR), as the shop shows it.
    cardSvg: readFileSync(path.join(root, 'src/presentation/widgets/orderBox/assets/card-150.svg'), 'utf8'),
    width: WIDTH,
    height: HEIGHT,
    frameRate: FRAME_RATE,
    bitsPerSecond: BITS_PER_SECOND,
    durationS: DURATION_S,
  });
  const video = withDuration(Buffer.from(base64, 'base64'), DURATION_S * 1000);
  if (video.length > MAX_BYTES) throw new Error(`the video is ${video.length} bytes, over ${MAX_BYTES}`);
  writeFileSync(path.join(assets, 'landing-video.webm'), video);
  console.log(`landing-video.webm: ${video.length} bytes, ${DURATION_S} s, ${mimeType}`);
} finally {
  await browser.close();
}
