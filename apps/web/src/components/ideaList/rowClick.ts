import type { MouseEvent } from 'react';

/**
 * A click on a row opens the idea (issue 26), unless it was on something of its own: a link, a button, a menu, a
 * thumbnail or a text being selected. The title is the link for the keyboard.
 */
export const openOnRowClick = (open: () => void) => (event: MouseEvent<HTMLElement>) => {
  const target = event.target as HTMLElement;
  if (
    target.closest(
      'a, button, input, label, [role="menu"], .ant-image, .ant-dropdown, .ant-image-preview, .ant-table-selection-column',
    )
  )
    return;
  if (window.getSelection()?.toString()) return;
  open();
};

/** The class of a row that opens on a click (a pointer cursor). */
export const CLICKABLE_ROW = 'clickable-row';
