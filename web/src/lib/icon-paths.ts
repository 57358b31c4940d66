import { IconNames, Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

type PathsRecord = Readonly<Record<string, unknown>>;

// One chunk of paths per size, imported once. Blueprint's own split-by-size loader calls import() again for each
// icon it is asked for, and each call goes through the bundler's preload helper: loading every icon before the
// first render that way took about a quarter of a page load's script time.
const once = (load: () => Promise<PathsRecord>) => {
  let loaded: Promise<PathsRecord> | undefined;
  return () => (loaded ??= load());
};
const pathsBySize = {
  [IconSize.STANDARD]: once(() => import('@blueprintjs/icons/lib/esm/generated/16px/paths')),
  [IconSize.LARGE]: once(() => import('@blueprintjs/icons/lib/esm/generated/20px/paths')),
};

/** The name a paths module exports an icon under: "add-column-left" → "AddColumnLeft". */
export const pathsExportName = (icon: IconName): string =>
  icon
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

const loadIconPaths = async (icon: IconName, size: IconSize): Promise<IconPaths> => {
  const paths = (await pathsBySize[size === IconSize.LARGE ? IconSize.LARGE : IconSize.STANDARD]())[pathsExportName(icon)];
  if (!Array.isArray(paths)) throw new Error(`Blueprint has no icon named ${icon}`);
  return paths as IconPaths;
};

/**
 * Loads every icon's paths in both sizes. A cold load showed empty boxes until Blueprint fetched an icon on its
 * first draw, so the app renders after this resolves (or fails: the app still renders, with the boxes).
 */
export const loadEveryIcon = (): Promise<unknown> => {
  Icons.setLoaderOptions({ loader: loadIconPaths });
  const everyIcon = Object.values(IconNames);
  return Promise.all([Icons.load(everyIcon, IconSize.STANDARD), Icons.load(everyIcon, IconSize.LARGE)]);
};
