/** A top-menu entry ready to draw; href "" = a parent that only opens its children. */
export type ShellLink = {
  key: string;
  href: string;
  label: string;
  newWindow?: boolean;
  icon?: string;
  children?: ShellLink[];
  /** A count after the label (the personal centre's unread notices); `badgeLabel` says what it counts. */
  badge?: number;
  badgeLabel?: string;
};

export function linkProps(l: ShellLink) {
  return l.newWindow ? { href: l.href, target: "_blank", rel: "noopener noreferrer" } : { href: l.href };
}
