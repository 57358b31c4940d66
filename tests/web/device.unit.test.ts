import { describe, expect, it } from 'vitest';
import { isPhoneOrTablet } from '../../web/src/lib/device';

// spec 1 §1: 'Mobile not yet supported' on phones and tablets, decided by the device's capabilities.
describe('phone or tablet', () => {
  it.each([
    ['a phone reporting UA-CH mobile', { uaMobile: true, coarsePointer: true, screenShortSide: 390 }, true],
    ['an Android tablet (UA-CH mobile is false there)', { uaMobile: false, coarsePointer: true, screenShortSide: 800 }, true],
    ['an iPad without UA-CH', { uaMobile: undefined, coarsePointer: true, screenShortSide: 1024 }, true],
    ['a desktop', { uaMobile: false, coarsePointer: false, screenShortSide: 768 }, false],
    ['a touch laptop, whose primary pointer is the trackpad', { uaMobile: false, coarsePointer: false, screenShortSide: 900 }, false],
    ['a large touch screen', { uaMobile: undefined, coarsePointer: true, screenShortSide: 1080 }, false],
    ['a small desktop window in a browser without UA-CH', { uaMobile: undefined, coarsePointer: false, screenShortSide: 600 }, false],
  ])('%s: %s', (_name, capabilities, expected) => expect(isPhoneOrTablet(capabilities)).toBe(expected));
});
