import { HistoryOutlined } from '@ant-design/icons';
import type { HistoryRecordKind } from '@conectasst/common/api/audit';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** "Histórico" on an admin edit screen: the record's events in plain Portuguese. */
export function HistoryButton({ kind, id }: { kind: HistoryRecordKind; id: string | number }) {
  return (
    <Link to={paths.admin.history(kind, String(id))}>
      <Button icon={<HistoryOutlined />}>Histórico</Button>
    </Link>
  );
}
