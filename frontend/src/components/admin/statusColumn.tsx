import { Tag, type TableColumnType } from 'antd';

/**
 * The 'Situação' column of an admin list: a green tag when the flag is on ('Ativo'), a grey one when it is off
 * ('Inativo'). The blog names its flag and states differently (`published`: 'Publicado' / 'Rascunho').
 */
export function statusColumn<Item>({
  dataIndex = 'status',
  on = 'Ativo',
  off = 'Inativo',
  width = 104,
}: { dataIndex?: string; on?: string; off?: string; width?: number } = {}): TableColumnType<Item> {
  return {
    title: 'Situação',
    dataIndex,
    key: dataIndex,
    width,
    render: (flag: boolean) => (flag ? <Tag color="green">{on}</Tag> : <Tag>{off}</Tag>),
  };
}
