// spec 1 §1: the platform is for desktops and laptops; phones and tablets get a notice. Decided by what the
// device can do, not by parsing its user agent string.

export type DeviceCapabilities = Readonly<{
  /** navigator.userAgentData.mobile (User-Agent Client Hints); undefined where the browser has no UA-CH (Safari, Firefox). */
  uaMobile: boolean | undefined;
  /** The primary pointer is a finger: `(pointer: coarse)`. */
  coarsePointer: boolean;
  /** The screen's shorter side in CSS pixels. */
  screenShortSide: number;
}>;

/** Tablets up to the 12.9-inch iPad Pro (1024 px on its short side); touch laptops have larger screens or a fine pointer. */
export const TABLET_MAX_SHORT_SIDE = 1024;

/**
 * A phone or a tablet. UA-CH's `mobile` answers for phones only (Chrome reports false on Android tablets),
 * so a touch-first device with a tablet-sized screen counts too, which also covers iPads and browsers
 * without UA-CH.
 */
export const isPhoneOrTablet = ({ uaMobile, coarsePointer, screenShortSide }: DeviceCapabilities): boolean =>
  uaMobile === true || (coarsePointer && screenShortSide <= TABLET_MAX_SHORT_SIDE);

type NavigatorWithHints = Navigator & { userAgentData?: { mobile?: boolean } };

/** The capabilities of the device this page runs on. */
export const readDeviceCapabilities = (): DeviceCapabilities => ({
  uaMobile: (navigator as NavigatorWithHints).userAgentData?.mobile,
  coarsePointer: window.matchMedia('(pointer: coarse)').matches,
  screenShortSide: Math.min(window.screen.width, window.screen.height),
});
