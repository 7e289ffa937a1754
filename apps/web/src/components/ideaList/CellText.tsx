import { Tooltip } from 'antd';
import { type CSSProperties, useState } from 'react';

const CUT: CSSProperties = {
  display: 'inline-block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
};

/**
 * A cell's text in its own direction, cut at the end of the cell with the whole text on hover (issue 26). A plain
 * span, not antd's Typography: in an Arabic page Typography sets `direction: rtl` on itself, which overrides
 * `dir="auto"`, so an English text was cut at its start (its first words lost).
 */
export function CellText({ text, width = 160 }: { text: string | null | undefined; width?: number }) {
  const [cut, setCut] = useState(false);
  if (!text) return <>—</>;
  return (
    <Tooltip title={cut ? <span dir="auto">{text}</span> : undefined}>
      <span
        dir="auto"
        style={{ ...CUT, maxWidth: width }}
        onMouseEnter={(e) => setCut(e.currentTarget.scrollWidth > e.currentTarget.clientWidth)}
        onFocus={(e) => setCut(e.currentTarget.scrollWidth > e.currentTarget.clientWidth)}
      >
        {text}
      </span>
    </Tooltip>
  );
}
