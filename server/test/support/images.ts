import sharp from 'sharp';

/** A real camera-like JPEG: EXIF with a maker, GPS coordinates, and a sideways orientation. */
export async function jpegWithGps(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KindredCam', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 25/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function png(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } }).png().toBuffer();
}

/** A multipart form with one file in the "image" field, under whatever name and type the test claims. */
export function imageForm(data: Buffer, filename: string, type = 'image/jpeg', field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}
