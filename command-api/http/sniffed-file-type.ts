// What a stored file really is, from its first bytes, not from what the uploader said: an "image/png"
// that is an HTML page must not be served as one. Only the types the platform shows are recognised.

type Sniffed = Readonly<{ contentType: string; inline: boolean }>;

const SIGNATURES: readonly (readonly [bytes: readonly number[], offset: number, sniffed: Sniffed])[] = [
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0, { contentType: 'image/png', inline: true }],
  [[0xff, 0xd8, 0xff], 0, { contentType: 'image/jpeg', inline: true }],
  [[0x47, 0x49, 0x46, 0x38], 0, { contentType: 'image/gif', inline: true }],
  [[0x57, 0x45, 0x42, 0x50], 8, { contentType: 'image/webp', inline: true }], // after "RIFF" and the size
  // The resume viewer frames a PDF (Chromium's viewer, under the link's sandbox policy): shown, not run.
  [[0x25, 0x50, 0x44, 0x46, 0x2d], 0, { contentType: 'application/pdf', inline: true }],
  // Word: .docx is a zip, .doc an OLE compound file; downloaded, never shown.
  [[0x50, 0x4b, 0x03, 0x04], 0, { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false }],
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0, { contentType: 'application/msword', inline: false }],
];

const UNKNOWN: Sniffed = { contentType: 'application/octet-stream', inline: false };

export const sniffFileType = (content: Uint8Array): Sniffed =>
  SIGNATURES.find(([bytes, offset]) => bytes.every((byte, index) => content[offset + index] === byte))?.[2] ?? UNKNOWN;
