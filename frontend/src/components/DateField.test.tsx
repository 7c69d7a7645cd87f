import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { useState } from 'react';
import { DateField } from './DateField';

function Harness({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ConfigProvider locale={ptBR}>
      <label htmlFor="dia">Dia</label>
      <DateField
        id="dia"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </ConfigProvider>
  );
}

describe('DateField', () => {
  it('shows the day as dd/mm/aaaa', () => {
    render(<Harness initial="2026-08-27" onChange={jest.fn()} />);
    expect(screen.getByLabelText('Dia')).toHaveValue('27/08/2026');
  });

  it('takes a day typed as dd/mm/aaaa and hands aaaa-mm-dd to the screen', async () => {
    const onChange = jest.fn();
    render(<Harness initial="" onChange={onChange} />);
    expect(screen.getByLabelText('Dia')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(screen.getByLabelText('Dia'), '01/03/2026{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2026-03-01'));
    expect(screen.getByLabelText('Dia')).toHaveValue('01/03/2026');
  });

  it('a day outside 1900 to 2099 (what the API takes) is not taken', async () => {
    const onChange = jest.fn();
    render(<Harness initial="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Dia'), '01/01/2100{Enter}');
    await userEvent.clear(screen.getByLabelText('Dia'));
    await userEvent.type(screen.getByLabelText('Dia'), '31/12/2099{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2099-12-31'));
    expect(onChange).not.toHaveBeenCalledWith('2100-01-01');
  });

  it('the clear button means no day', async () => {
    const onChange = jest.fn();
    const { container } = render(<Harness initial="2026-01-01" onChange={onChange} />);
    await userEvent.hover(screen.getByLabelText('Dia'));
    await userEvent.click(container.querySelector('.ant-picker-clear')!);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(screen.getByLabelText('Dia')).toHaveValue('');
  });
});
