import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { print } from 'graphql';
import { SaveProjectDocument } from '@donut/graphql';
import type { TestApp } from '../../testing/test-app';
import { multipartGraphql } from '../../testing/multipart';

function crc32(data: Buffer): number {
  let c = ~0;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/** A valid 1x1 PNG of one grey shade: each shade is a different picture with its own hash. */
export function pngPicture(shade: number): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const pixel = deflateSync(Buffer.from([0, shade, shade, shade]));
  return Buffer.concat([header, chunk('IHDR', ihdr), chunk('IDAT', pixel), chunk('IEND', Buffer.alloc(0))]);
}

/** The hash the API gives a stored picture (SHA-256 of its content). */
export const pictureHash = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** SaveProject for an existing project with one new gallery picture, sent as a multipart request. */
export async function uploadProjectPicture(t: TestApp, token: string, projectId: string, name = 'Gallery') {
  return multipartGraphql(
    t,
    token,
    {
      query: print(SaveProjectDocument),
      variables: { id: projectId, name, image_gallery_uploads: [null] },
    },
    [['variables.image_gallery_uploads.0', { name: 'photo.png', content: pngPicture(77) }]],
  );
}
