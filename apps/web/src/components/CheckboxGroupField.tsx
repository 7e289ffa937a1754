import { Checkbox } from 'antd';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof Checkbox.Group> & { 'aria-required'?: unknown };

/**
 * A checkbox group as a Form.Item's field: a named group. Form.Item puts `aria-required` on its field, which a
 * group may not carry (axe aria-allowed-attr); the required mark and the rule's message still say it.
 */
export function CheckboxGroupField({ 'aria-required': _required, ...props }: Props) {
  return <Checkbox.Group role="group" {...props} />;
}
