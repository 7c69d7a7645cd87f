import { Empty } from 'antd';
import type { ReactNode } from 'react';

/**
 * The one look of an empty list (issue #35 item 9: three styles were in use — antd's large picture, a table's bare
 * text and plain paragraphs): antd's small picture with the sentence under it, in cards, pages and tables alike.
 */
export function EmptyState({ description, style }: { description: ReactNode; style?: React.CSSProperties }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} style={style} />;
}

/** A table's empty list as EmptyState: `<Table locale={emptyTableLocale('Nenhum estorno.')} />`. */
export const emptyTableLocale = (text: string) => ({ emptyText: <EmptyState description={text} /> });
