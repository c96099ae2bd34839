/** One sidebar entry, already translated: a link (`to`) or a group (`children`). */
export interface MenuEntry {
  key: string;
  label: string;
  icon?: string;
  to?: string;
  children?: MenuEntry[];
}

/** True when `activePath` is the entry or lies inside one of its children. */
export function containsPath(entry: MenuEntry, activePath: string): boolean {
  if (entry.to === activePath) return true;
  return entry.children?.some((child) => containsPath(child, activePath)) ?? false;
}
