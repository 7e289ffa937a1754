import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** The save (first) and cancel buttons of a form, on the same edge of every form: the start of the line. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <Flex gap={8} wrap justify="flex-start" data-testid="form-actions">
      {children}
    </Flex>
  );
}
