/** A short, valid PCM WAV of silence: enough to pass our magic-byte check as a real recording. */
export function silentWav(seconds = 0.5, sampleRate = 16_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const dataBytes = samples * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}

/** A multipart body holding one file, as a browser's FormData would send it. */
export function audioForm(data: Buffer, field = 'audio', type = 'audio/wav'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), 'clip.wav');
  return form;
}
