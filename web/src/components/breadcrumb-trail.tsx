import { Breadcrumb, Classes, type BreadcrumbProps } from '@blueprintjs/core';

/**
 * Blueprint's Breadcrumbs lays its items out in an OverflowList, whose spacer `<div>` sits inside the
 * `<ul>` (axe 'list', serious). The trail here is a named nav with an ordered list of Blueprint's own
 * Breadcrumb items; the last one is the current page.
 */
export const BreadcrumbTrail = ({ items, label = 'Breadcrumb' }: { items: readonly BreadcrumbProps[]; label?: string }) => (
  <nav aria-label={label}>
    <ol className={Classes.BREADCRUMBS}>
      {items.map((item, index) => (
        <li key={index}>
          <Breadcrumb {...item} current={index === items.length - 1} />
        </li>
      ))}
    </ol>
  </nav>
);
