import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/renderApp';
import { clearWizard, writeWizard } from '../../../lib/wizardStorage';

describe('/demanda/third-state: "Prefiro ser contatado por" (issue #36 item 3)', () => {
  beforeEach(() => {
    writeWizard({
      primary: {
        branchOfTheCompany: 'Indústria',
        other: '',
        companyType: 'Metalúrgica',
        numberOfemployees: '21 a 50',
        maxDate: 'O mais rápido possível',
      },
      location: { UF: 'SP', City: 'Campinas', Street: 'Centro', Contact: 'Sem preferência', About: '' },
    } as never);
  });
  afterEach(() => clearWizard());

  it('offers WhatsApp, Ligação and E-mail, none chosen until the requester picks one (it is optional)', async () => {
    renderApp('/demanda/third-state');
    const group = await screen.findByRole('radiogroup', { name: 'Prefiro ser contatado por' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual(['WhatsApp', 'Ligação', 'E-mail']);
    expect(options.every((o) => !(o as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(within(group).getByText('WhatsApp'));
    expect((within(group).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true);
  });
});
