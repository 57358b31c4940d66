import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** A file shipped beside the seed (logos, the demo resume). */
export const asset = (name: string) => readFile(fileURLToPath(new URL(`./assets/${name}`, import.meta.url)));
