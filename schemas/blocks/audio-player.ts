import { z } from 'zod';
import { MEDIA, text } from '../fields';
import { sectionIdSchema } from '../common';

const audioSourceSchema = z.strictObject({
  src: z
    .string()
    .regex(/^\/[^\s]*$/, 'Audio files are served by this site: use a path like /media/greeting.mp3')
    .describe('Path of the sound file, like /media/greeting.opus.')
    .meta(MEDIA),
  type: z.string().min(1).describe('Media type, like "audio/ogg; codecs=opus" or "audio/mpeg". The browser uses the first type it can play.'),
});

export const audioPlayerSchema = z
  .strictObject({
    type: z.literal('audio-player'),
    id: sectionIdSchema.optional(),
    heading: text().optional().describe('Short heading above the player (h2), like "Hear your digital receptionist".'),
    sources: z.array(audioSourceSchema).min(1).describe('The same recording in one or more formats, best first (Opus, then MP3 for older browsers).'),
    playLabel: text().min(1).default('Play').describe('The control that shows the player and starts it, like "Play the greeting".'),
    transcriptLabel: text().min(1).default('Transcript').describe('Label in front of the transcript.'),
    transcript: text().min(1).describe('Every word of the recording, shown beside the player for visitors who cannot hear it.'),
  })
  .describe(
    "A short recording with the browser's own play and pause controls, shown at the first press of its Play control (without script, shown at once), and its transcript. Never plays by itself.",
  );

export type AudioPlayerBlock = z.infer<typeof audioPlayerSchema>;
