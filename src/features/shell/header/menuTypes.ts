import type { MenuLinkItem } from '@/domain/content/links';

/** The shape of a header menu entry the shell needs (the generated MenuItem fits it). */
export interface MenuNode extends MenuLinkItem {
  id?: number;
  label: string;
  children?: readonly MenuNode[] | null;
}

export function hasChildren(item: MenuNode): boolean {
  return (item.children?.length ?? 0) > 0;
}

/** A stable key/id fragment for an entry at a position. */
export function menuKey(item: MenuNode, index: number): string {
  return `${item.id ?? item.slug ?? index}-${index}`.replace(/[^A-Za-z0-9_-]/g, '');
}
