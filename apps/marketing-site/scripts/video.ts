/**
 * Makes the showroom video of the landing page from the art in scripts/art.ts: 8 s of frames at 24 fps, a soft
 * chime as its sound track, encoded with ffmpeg to public/video/showroom.{webm,mp4} (each under 1 MB) with its
 * poster (the first frame, WebP). Needs ffmpeg on the PATH (Debian: `apt-get install ffmpeg`); the outputs are
 * committed, so building the site does not. Run: `pnpm --filter @carat/marketing-site video`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { videoFrame } from './art.ts';

const DURATION = 8;
const FPS = 24;
const out = path.resolve(import.meta.dirname, '../public/video');
const frames = mkdtempSync(path.join(tmpdir(), 'carat-video-'));

mkdirSync(out, { recursive: true });
for (let i = 0; i < DURATION * FPS; i++) {
  const svg = videoFrame(i / FPS, DURATION);
  await sharp(Buffer.from(svg))
    .png()
    .toFile(path.join(frames, `${String(i).padStart(4, '0')}.png`));
}
await sharp(Buffer.from(videoFrame(1.2, DURATION)))
  .webp({ quality: 76 })
  .toFile(path.join(out, 'showroom-poster.webp'));

// Four bell-like notes (a fundamental and an octave, fading out), one every two seconds.
const notes = [659.25, 783.99, 987.77, 880]
  .map((f, i) => `(gte(t,${i * 2})*exp(-1.6*(t-${i * 2}))*(0.22*sin(2*PI*${f}*t)+0.08*sin(4*PI*${f}*t)))`)
  .join('+');
const audio = ['-f', 'lavfi', '-t', String(DURATION), '-i', `aevalsrc='${notes}':s=44100:c=stereo`];
const video = ['-framerate', String(FPS), '-i', path.join(frames, '%04d.png')];

const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
ffmpeg([
  ...video,
  ...audio,
  ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-pix_fmt', 'yuv420p', '-row-mt', '1'],
  ...['-c:a', 'libopus', '-b:a', '48k', '-shortest', path.join(out, 'showroom.webm')],
]);
ffmpeg([
  ...video,
  ...audio,
  ...['-c:v', 'libx264', '-crf', '28', '-preset', 'slow', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
  ...['-c:a', 'aac', '-b:a', '64k', '-shortest', path.join(out, 'showroom.mp4')],
]);
rmSync(frames, { recursive: true, force: true });

for (const file of ['showroom.webm', 'showroom.mp4', 'showroom-poster.webp']) {
  console.log(`video: ${file} ${(statSync(path.join(out, file)).size / 1024).toFixed(0)} kB`);
}
