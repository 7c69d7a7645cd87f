import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { EmptyState, emptyTableLocale } from './EmptyState';

/** Issue #35 item 9: one look for every empty list — antd's small picture and the sentence, in a card or a table. */
describe('EmptyState', () => {
  it('a card and a table show the same small picture with their sentence', () => {
    const { container } = render(
      <>
        <EmptyState description="Nenhuma avaliação ainda." />
        <Table
          columns={[{ title: 'Data', dataIndex: 'at' }]}
          dataSource={[]}
          locale={emptyTableLocale('Nenhum estorno.')}
        />
      </>,
    );
    expect(screen.getByText('Nenhuma avaliação ainda.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum estorno.')).toBeInTheDocument();
    // Both are antd's "simple" empty picture (the small one), never the large illustration.
    expect(container.querySelectorAll('.ant-empty-normal, .ant-empty-small')).toHaveLength(2);
    expect(container.querySelectorAll('.ant-empty-image svg')).toHaveLength(2);
  });
});
