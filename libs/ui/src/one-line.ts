// One line ending in an ellipsis, drawn by CSS alone: antd's Typography `ellipsis` measures every
// text after mount in JavaScript, which on a list of 20 rows cost the page's first render on a phone.
import type { CSSProperties } from 'react';

export const oneLine: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
