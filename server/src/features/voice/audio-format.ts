/** The audio containers MediaRecorder produces, recognised by their first bytes. */
export type AudioContainer = 'webm' | 'ogg' | 'mp4' | 'wav';

const EXTENSIONS: Record<AudioContainer, { ext: string; mime: string }> = {
  webm: { ext: 'webm', mime: 'audio/webm' },
  ogg: { ext: 'ogg', mime: 'audio/ogg' },
  mp4: { ext: 'mp4', mime: 'audio/mp4' },
  wav: { ext: 'wav', mime: 'audio/wav' },
};

/**
 * Identifies an upload by its magic bytes, never by its declared type or name: EBML for WebM,
 * "OggS" for Ogg, an "ftyp" box for MP4, and "RIFF…WAVE" for WAV.
 */
export function sniffAudioContainer(data: Buffer): AudioContainer | null {
  if (data.length < 12) return null;
  if (data[0] === 0x1a && data[1] === 0x45 && data[2] === 0xdf && data[3] === 0xa3) return 'webm';
  if (data.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (data.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  return null;
}

/** The file name and type we hand the transcription provider: ours, not the uploader's. */
export function audioFileFor(container: AudioContainer): { filename: string; mimeType: string } {
  const { ext, mime } = EXTENSIONS[container];
  return { filename: `recording.${ext}`, mimeType: mime };
}
